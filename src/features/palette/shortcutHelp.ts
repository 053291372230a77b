/** One row of the shortcuts dialog: the keys pressed in order (each a chord like ["$mod", "K"]) and what they do. */
export interface ShortcutHelpRow {
  presses: readonly (readonly string[])[];
  does: string;
}

/** Every shortcut of the console, by where it works; the dialog lists these. Keep in step with the bindings. */
export const SHORTCUT_HELP: readonly { where: string; rows: readonly ShortcutHelpRow[] }[] = [
  {
    where: 'Anywhere',
    rows: [
      { presses: [['$mod', 'K']], does: 'Open the command palette' },
      { presses: [['?']], does: 'Show these shortcuts' },
      { presses: [['G'], ['G']], does: 'Go to Gates' },
      { presses: [['G'], ['L']], does: 'Go to Layers' },
      { presses: [['G'], ['A']], does: 'Go to Autotunes' },
      { presses: [['G'], ['E']], does: 'Go to Events' },
    ],
  },
  {
    where: 'On a gate page',
    rows: [
      { presses: [['E']], does: 'Edit: focus the first field of the editor' },
      { presses: [['H']], does: 'Open the gate’s history' },
      { presses: [['$mod', 'S']], does: 'Review the changes before saving (also from inside a field)' },
      { presses: [['T']], does: 'Test a user: which rule decides for a unit' },
    ],
  },
  {
    where: 'On a dynamic config page',
    rows: [{ presses: [['T']], does: 'Test a user: which rule returns which value' }],
  },
  {
    where: 'In the command palette',
    rows: [
      { presses: [['↑']], does: 'Select the result above' },
      { presses: [['↓']], does: 'Select the result below' },
      { presses: [['Enter']], does: 'Open the selected result' },
      { presses: [['Esc']], does: 'Close the palette' },
    ],
  },
];
