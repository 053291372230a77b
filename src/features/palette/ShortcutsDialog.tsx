import { Fragment } from 'react';
import { Group, Kbd, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { modKeyLabel } from '../../ui/modKey';
import { SHORTCUT_HELP, type ShortcutHelpRow } from './shortcutHelp';

function Keys({ presses }: { presses: ShortcutHelpRow['presses'] }) {
  const mod = modKeyLabel();
  return (
    <>
      {presses.map((chord, pressIndex) => (
        <Fragment key={pressIndex}>
          {pressIndex > 0 && (
            <Text span size="xs" c="dimmed">
              {' then '}
            </Text>
          )}
          {chord.map((key, keyIndex) => (
            <Fragment key={key}>
              {keyIndex > 0 && ' + '}
              <Kbd>{key === '$mod' ? mod : key}</Kbd>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </>
  );
}

/** The dialog `?` opens: every keyboard shortcut, grouped by where it works. Loaded on first use. */
export default function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    // Title and close button in the body: Modal's own header is a <header>, a second banner landmark on the page.
    <Modal opened={opened} onClose={onClose} withCloseButton={false} size="lg">
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Modal.Title fw={700} fz="lg">
            Keyboard shortcuts
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Group>
        <Text size="sm">Shortcuts never fire while you type in a field, except the two with {modKeyLabel()}.</Text>
        {SHORTCUT_HELP.map((section) => (
          <section key={section.where} aria-label={section.where}>
            <Title order={3} size="h5" mb={4}>
              {section.where}
            </Title>
            <Table verticalSpacing={4} aria-label={`Shortcuts ${section.where.toLowerCase()}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w="40%">
                    Keys
                  </Table.Th>
                  <Table.Th scope="col">Does</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {section.rows.map((row) => (
                  <Table.Tr key={row.does}>
                    <Table.Td>
                      <Keys presses={row.presses} />
                    </Table.Td>
                    <Table.Td>{row.does}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
