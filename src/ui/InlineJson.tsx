import { Text } from '@mantine/core';
import { JSON_COLOURS } from './jsonColours';
import type { InlineToken } from './inlineJsonTokens';

/** One line of JSON in the colours of JsonView, from `inlineJsonTokens`; text nodes only. */
export function InlineJson({ tokens }: { tokens: readonly InlineToken[] }) {
  return (
    <Text span fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
      {tokens.map((token, index) =>
        token.kind === undefined ? (
          token.text
        ) : (
          <Text key={index} span inherit c={JSON_COLOURS[token.kind]}>
            {token.text}
          </Text>
        ),
      )}
    </Text>
  );
}
