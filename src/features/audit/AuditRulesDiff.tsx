import { useId, useState } from 'react';
import { Box, Button, Collapse, Title } from '@mantine/core';
import type { AuditEntry } from '../../contract/auditLog';
import { diffGates } from '../gate-diff/diffGates';
import { GateDiffView } from '../gate-diff/GateDiffView';
import { auditGateSides } from './auditGateSides';

/** An entry's rules before and after in the gate history's diff view, folded until asked for. */
export function AuditRulesDiff({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const sides = auditGateSides(entry);
  if (sides === undefined) return null;
  return (
    <Box>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => {
          setOpen((was) => !was);
        }}
      >
        {open ? 'Hide the rules compared' : 'Show the rules compared'}
      </Button>
      <Collapse expanded={open}>
        <Box id={regionId} role="region" aria-label={`Rules before and after: ${entry.changeLog}`} pt="xs">
          {/* Drawn only once opened: a long log of rule changes stays a cheap table. The h2 keeps the diff's own
              h3 headings in order under the page's h1. */}
          {open && (
            <>
              <Title order={2} size="h6" mb="xs">
                Before and after
              </Title>
              <GateDiffView diff={diffGates(sides.before, sides.after)} />
            </>
          )}
        </Box>
      </Collapse>
    </Box>
  );
}
