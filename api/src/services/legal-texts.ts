import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The operator's texts for 'Datenschutz' and 'Impressum' and where the data is kept (issue 23 D).
 * Files are read on each request (an operator edits them without a restart); a relative path is
 * resolved against DATA_DIR. Plain text: paragraphs separated by a blank line, '# ' starts a heading.
 */
export interface LegalTexts {
  privacy: string;
  /** True while no PRIVACY_TEXT_FILE is configured (the built-in text below is shown). */
  privacyIsDefault: boolean;
  imprint: string | null;
  dataLocation: string | null;
}

export interface LegalTextOptions {
  dataDir: string;
  privacyFile?: string;
  imprintFile?: string;
  dataLocation?: string;
}

/** A sensible default for a self-hosted school installation under the Swiss revDSG (nDSG, in force since 1.9.2023). */
export const DEFAULT_PRIVACY_TEXT = `# Datenschutzerklärung

Diese Lernplattform wird von einer Schule oder einem Schulträger selbst betrieben. Verantwortlich für die Bearbeitung der Personendaten im Sinne des Bundesgesetzes über den Datenschutz (DSG, revidiert 2023) ist die Betreiberin dieser Installation (siehe Impressum).

# Welche Daten wir bearbeiten

Für den Account: Vorname, Nachname, E-Mail-Adresse, Rolle (Lehrperson, Lernende, Admin) und ein Passwort, das nur als Hash gespeichert wird. Für den Unterricht: Klassen und Einschreibungen, Lektionen und ihre Inhalte, Antworten in Umfragen (anonym), Resultate von Lernspielen und eingereichte Dateien.

# Wozu

Die Daten dienen ausschliesslich dem Unterricht: Klassen führen, Lektionen bereitstellen, Lernspiele spielen und Abgaben einreichen. Es gibt keine Werbung, kein Tracking, keine Analyse- oder Marketing-Cookies und keine Weitergabe an Dritte zu eigenen Zwecken.

# Speicherort und Auftragsbearbeitung

Die Daten liegen auf den Servern der Betreiberin oder bei einem von ihr beauftragten Hosting-Anbieter. Videos werden über youtube-nocookie.com eingebettet und erst beim Abspielen geladen.

# Cookies und Speicher im Browser

Ein technisch notwendiges Cookie hält die Anmeldung (HttpOnly). Es werden keine weiteren Cookies gesetzt.

# Aufbewahrung und Löschung

Daten bleiben gespeichert, solange der Account besteht. Wird ein Account gelöscht, werden seine Daten mit allen zugehörigen Einträgen gelöscht. Eine gelöschte Klasse nimmt ihre Einschreibungen, Abgaben und Resultate mit.

# Deine Rechte

Du kannst Auskunft über deine Daten verlangen, ihre Berichtigung oder Löschung. Wende dich dafür an deine Lehrperson oder an die Betreiberin (Kontaktangaben im Impressum). Beschwerden kannst du beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) einreichen.`;

/** Reads the texts; a configured but unreadable file is an error the operator sees in the log, the page shows the default. */
export function createLegalTexts(options: LegalTextOptions, log: (msg: string, meta?: object) => void = () => {}) {
  const resolve = (file: string) => path.resolve(options.dataDir, file);
  const readOptional = async (file: string | undefined): Promise<string | null> => {
    if (!file) return null;
    try {
      const text = (await readFile(resolve(file), 'utf8')).trim();
      return text === '' ? null : text;
    } catch (error) {
      log('legal text file unreadable', { file: resolve(file), error: (error as Error).message });
      return null;
    }
  };
  return {
    /** Where the data is kept (no file read): the shell's pages carry it in their HTML for the footer. */
    dataLocation: () => options.dataLocation?.trim() || null,
    async read(): Promise<LegalTexts> {
      const [privacy, imprint] = await Promise.all([readOptional(options.privacyFile), readOptional(options.imprintFile)]);
      return {
        privacy: privacy ?? DEFAULT_PRIVACY_TEXT,
        privacyIsDefault: privacy === null,
        imprint,
        dataLocation: options.dataLocation?.trim() || null,
      };
    },
  };
}
