/**
 * Flag images from flag-icons (4:3). Explicit imports, so vite bundles exactly these 27
 * files with the game (hashed, or inlined when tiny) instead of the package's 271.
 */
import at from 'flag-icons/flags/4x3/at.svg';
import be from 'flag-icons/flags/4x3/be.svg';
import bg from 'flag-icons/flags/4x3/bg.svg';
import cy from 'flag-icons/flags/4x3/cy.svg';
import cz from 'flag-icons/flags/4x3/cz.svg';
import de from 'flag-icons/flags/4x3/de.svg';
import dk from 'flag-icons/flags/4x3/dk.svg';
import ee from 'flag-icons/flags/4x3/ee.svg';
import es from 'flag-icons/flags/4x3/es.svg';
import fi from 'flag-icons/flags/4x3/fi.svg';
import fr from 'flag-icons/flags/4x3/fr.svg';
import gr from 'flag-icons/flags/4x3/gr.svg';
import hr from 'flag-icons/flags/4x3/hr.svg';
import hu from 'flag-icons/flags/4x3/hu.svg';
import ie from 'flag-icons/flags/4x3/ie.svg';
import it from 'flag-icons/flags/4x3/it.svg';
import lt from 'flag-icons/flags/4x3/lt.svg';
import lu from 'flag-icons/flags/4x3/lu.svg';
import lv from 'flag-icons/flags/4x3/lv.svg';
import mt from 'flag-icons/flags/4x3/mt.svg';
import nl from 'flag-icons/flags/4x3/nl.svg';
import pl from 'flag-icons/flags/4x3/pl.svg';
import pt from 'flag-icons/flags/4x3/pt.svg';
import ro from 'flag-icons/flags/4x3/ro.svg';
import se from 'flag-icons/flags/4x3/se.svg';
import si from 'flag-icons/flags/4x3/si.svg';
import sk from 'flag-icons/flags/4x3/sk.svg';
import type { EuCode } from '@lernplattform/game-kit/eu-countries';

/** Flag image URL by country code. */
export const FLAG_URLS: Readonly<Record<EuCode, string>> = {
  AT: at,
  BE: be,
  BG: bg,
  CY: cy,
  CZ: cz,
  DE: de,
  DK: dk,
  EE: ee,
  ES: es,
  FI: fi,
  FR: fr,
  GR: gr,
  HR: hr,
  HU: hu,
  IE: ie,
  IT: it,
  LT: lt,
  LU: lu,
  LV: lv,
  MT: mt,
  NL: nl,
  PL: pl,
  PT: pt,
  RO: ro,
  SE: se,
  SI: si,
  SK: sk,
};
