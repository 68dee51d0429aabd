/** Spec 5 'Class/lesson image': the German texts of choosing a picture. */
export const imageMessages = {
  notAnImage: 'Bitte wähle eine Bilddatei aus.',
  fileTooLarge: (maxBytes: number) => `Datei ist zu gross. Maximal ${(maxBytes / 1024 / 1024).toFixed(1)}MB.`,
} as const;
