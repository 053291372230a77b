import { useState, type ReactNode } from 'react';
import { Box, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { JsonValue } from '../contract/common';

// Theme colours per token kind, darker in light mode and lighter in dark mode so both keep 4.5:1 contrast.
const COLOURS = {
  string: 'light-dark(var(--mantine-color-cyan-9), var(--mantine-color-cyan-3))',
  number: 'light-dark(var(--mantine-color-blue-9), var(--mantine-color-blue-3))',
  boolean: 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))',
  null: 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-gray-4))',
  key: 'light-dark(var(--mantine-color-grape-9), var(--mantine-color-grape-3))',
} as const;

interface JsonViewProps {
  value: JsonValue;
  /** Names the value for the toggles ("Expand upsell"); nested toggles add their key or index. */
  label: string;
  /** Whether the outermost object or array starts open; nested ones always start closed. */
  defaultExpanded?: boolean;
}

/** JSON as coloured text, each object and array collapsible; built from text nodes only, never raw HTML. */
export function JsonView({ value, label, defaultExpanded = false }: JsonViewProps) {
  return (
    <Box ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
      <JsonNode value={value} path={label} defaultExpanded={defaultExpanded} />
    </Box>
  );
}

function JsonNode({ value, path, defaultExpanded }: { value: JsonValue; path: string; defaultExpanded: boolean }) {
  if (value === null) return <Token colour={COLOURS.null}>null</Token>;
  if (typeof value === 'string') return <Token colour={COLOURS.string}>{JSON.stringify(value)}</Token>;
  if (typeof value === 'number') return <Token colour={COLOURS.number}>{String(value)}</Token>;
  if (typeof value === 'boolean') return <Token colour={COLOURS.boolean}>{String(value)}</Token>;
  const entries: [string, JsonValue][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  return <Collapsible entries={entries} isArray={Array.isArray(value)} path={path} defaultExpanded={defaultExpanded} />;
}

interface CollapsibleProps {
  entries: [string, JsonValue][];
  isArray: boolean;
  path: string;
  defaultExpanded: boolean;
}

function Collapsible({ entries, isArray, path, defaultExpanded }: CollapsibleProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return <span>{open + close}</span>;
  const count = `${String(entries.length)} ${isArray ? 'item' : 'key'}${entries.length === 1 ? '' : 's'}`;
  const Chevron = expanded ? IconChevronDown : IconChevronRight;
  return (
    <>
      <UnstyledButton
        fz="sm"
        ff="monospace"
        aria-expanded={expanded}
        aria-label={`${path}, ${isArray ? 'array' : 'object'} of ${count}`}
        onClick={() => {
          setExpanded((previous) => !previous);
        }}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
      >
        <Chevron size={14} aria-hidden />
        <span>{open}</span>
        {!expanded && <Text span fz="sm" ff="monospace">{` … ${count} ${close}`}</Text>}
      </UnstyledButton>
      {expanded && (
        <>
          <Box pl="lg">
            {entries.map(([key, child], index) => (
              <div key={key}>
                {!isArray && <Token colour={COLOURS.key}>{`${JSON.stringify(key)}: `}</Token>}
                <JsonNode value={child} path={isArray ? `${path}[${key}]` : `${path}.${key}`} defaultExpanded={false} />
                {index < entries.length - 1 && ','}
              </div>
            ))}
          </Box>
          <span>{close}</span>
        </>
      )}
    </>
  );
}

function Token({ colour, children }: { colour: string; children: ReactNode }) {
  return (
    <Text span c={colour} fz="sm" ff="monospace">
      {children}
    </Text>
  );
}
