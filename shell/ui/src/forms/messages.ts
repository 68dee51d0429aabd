/** German texts of the form controls (@platform/ui/forms), kept out of the shared design-system bundle. */
export const formMessages = {
  chooseFile: 'Datei auswählen',
  datePlaceholder: 'TT.MM.JJJJ',
  dateFormatHint: 'Format: TT.MM.JJJJ, z. B. 24.12.2025',
  dateInvalid: 'Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein.',
} as const;
