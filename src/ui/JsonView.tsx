import { useMemo, useState, type ReactNode } from 'react';
import { Box, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { JsonValue } from '../contract/common';
import { deeperThanText, SHOWN_JSON_DEPTH } from './boundedJson';
import { JSON_COLOURS } from './jsonColours';
import { jsonDepth } from './jsonDepth';
import { countText } from './countText';

const COLOURS = JSON_COLOURS;

interface JsonViewProps {
  value: JsonValue;
  /** Names the value for the toggles ("Expand upsell"); nested toggles add their key or index. */
  label: string;
  /** Whether the outermost object or array starts open (true), or how many levels do; deeper ones start closed. */
  defaultExpanded?: boolean | number;
}

// A value from an upstream may be megabytes wide: past these, a level or a string says how much it leaves out
// instead of rendering it all at once and freezing the tab.
const SHOWN_ENTRIES = 500;
const SHOWN_CHARACTERS = 10_000;

/**
 * JSON as coloured text, each object and array collapsible; built from text nodes only, never raw HTML. Levels
 * below SHOWN_JSON_DEPTH show as a marker, and a note under the value says it was cut, so a stored value nested
 * thousands of levels deep renders like any other.
 */
export function JsonView({ value, label, defaultExpanded = false }: JsonViewProps) {
  const isCut = useMemo(() => jsonDepth(value, SHOWN_JSON_DEPTH) > SHOWN_JSON_DEPTH, [value]);
  return (
    <Box ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
      <JsonNode value={value} path={label} openLevels={Number(defaultExpanded)} depth={0} />
      {isCut && (
        <Text fz="sm" c="dimmed">
          {`${deeperThanText(SHOWN_JSON_DEPTH)}: the levels below are not shown`}
        </Text>
      )}
    </Box>
  );
}

interface JsonNodeProps {
  value: JsonValue;
  path: string;
  /** How many levels, this one included, start open. */
  openLevels: number;
  depth: number;
}

function JsonNode({ value, path, openLevels, depth }: JsonNodeProps) {
  if (value === null) return <Token colour={COLOURS.null}>null</Token>;
  if (typeof value === 'string') return <StringToken text={value} />;
  if (typeof value === 'number') return <Token colour={COLOURS.number}>{String(value)}</Token>;
  if (typeof value === 'boolean') return <Token colour={COLOURS.boolean}>{String(value)}</Token>;
  if (depth >= SHOWN_JSON_DEPTH) return <Token colour={COLOURS.null}>{deeperThanText(SHOWN_JSON_DEPTH)}</Token>;
  const entries: [string, JsonValue][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  return (
    <Collapsible entries={entries} isArray={Array.isArray(value)} path={path} openLevels={openLevels} depth={depth} />
  );
}

interface CollapsibleProps {
  entries: [string, JsonValue][];
  isArray: boolean;
  path: string;
  openLevels: number;
  depth: number;
}

function Collapsible({ entries, isArray, path, openLevels, depth }: CollapsibleProps) {
  const [expanded, setExpanded] = useState(openLevels > 0);
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
            {entries.slice(0, SHOWN_ENTRIES).map(([key, child], index) => (
              <div key={key}>
                {!isArray && <Token colour={COLOURS.key}>{`${JSON.stringify(key)}: `}</Token>}
                <JsonNode
                  value={child}
                  path={isArray ? `${path}[${key}]` : `${path}.${key}`}
                  openLevels={openLevels - 1}
                  depth={depth + 1}
                />
                {index < entries.length - 1 && ','}
              </div>
            ))}
            {entries.length > SHOWN_ENTRIES && (
              <Text fz="sm" c="dimmed">
                {`… ${countText(entries.length - SHOWN_ENTRIES)} more ${isArray ? 'items' : 'keys'} not shown`}
              </Text>
            )}
          </Box>
          <span>{close}</span>
        </>
      )}
    </>
  );
}

function StringToken({ text }: { text: string }) {
  if (text.length <= SHOWN_CHARACTERS) return <Token colour={COLOURS.string}>{JSON.stringify(text)}</Token>;
  const rest = countText(text.length - SHOWN_CHARACTERS);
  return (
    <Token
      colour={COLOURS.string}
    >{`${JSON.stringify(text.slice(0, SHOWN_CHARACTERS))} … ${rest} more characters`}</Token>
  );
}

function Token({ colour, children }: { colour: string; children: ReactNode }) {
  return (
    <Text span c={colour} fz="sm" ff="monospace">
      {children}
    </Text>
  );
}
