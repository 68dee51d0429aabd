import './modal-test/modal-test.css';
import { messages } from '../messages';
import { ConfirmSection, FormSection, ModalsSection } from './modal-test/interactive-sections';
import { showcaseMessages as t } from './modal-test/messages';
import { ButtonsSection, FieldsSection, IconsSection, MessagesSection, PeopleSection } from './modal-test/static-sections';

const SECTIONS = [
  { id: 'modals', label: t.modals.title },
  { id: 'formular', label: t.form.title },
  { id: 'bestaetigung', label: t.confirm.title },
  { id: 'meldungen', label: t.messageBoxes.title },
  { id: 'buttons', label: t.buttons.title },
  { id: 'felder', label: t.fields.title },
  { id: 'personen', label: t.people.title },
  { id: 'icons', label: t.icons.title },
];

/**
 * '/modal-test' (no guard, spec 2): the developer showcase of the shared
 * interface parts of @platform/ui: every modal size, the form modal, the
 * confirmation, message boxes, button variants, fields, people helpers, icons.
 */
export function ModalTestPage() {
  return (
    <div className="ui-page mt-page">
      <title>{`${t.title} · ${messages.appName}`}</title>
      <header className="mt-hero">
        <p className="mt-hero__eyebrow">{t.eyebrow}</p>
        <h1 className="ui-page-title">{t.title}</h1>
        <p className="mt-hero__lead">{t.lead}</p>
      </header>
      <div className="mt-layout">
        <nav className="mt-toc" aria-label={t.tocLabel}>
          <p className="mt-toc__title" aria-hidden="true">
            {t.tocLabel}
          </p>
          <ul className="ui-list-reset">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-content">
          <ModalsSection />
          <FormSection />
          <ConfirmSection />
          <MessagesSection />
          <ButtonsSection />
          <FieldsSection />
          <PeopleSection />
          <IconsSection />
        </div>
      </div>
    </div>
  );
}
