// The widgets' own texts in the six interface languages; English is the reference shape. The
// language codes are spelt out here because widgets/ may not import the runtime's language list.
type WidgetLanguage = 'en' | 'pl' | 'de' | 'fi' | 'it' | 'nl';

const en = {
  unknownWidget: 'Question {{number}} cannot be shown: its answer type is not supported.',
};

type WidgetsText = typeof en;

const pl: WidgetsText = {
  unknownWidget: 'Nie można wyświetlić pytania {{number}}: jego typ odpowiedzi nie jest obsługiwany.',
};

const de: WidgetsText = {
  unknownWidget: 'Frage {{number}} kann nicht angezeigt werden: ihr Antworttyp wird nicht unterstützt.',
};

const fi: WidgetsText = {
  unknownWidget: 'Kysymystä {{number}} ei voi näyttää: sen vastaustyyppiä ei tueta.',
};

const it: WidgetsText = {
  unknownWidget: 'Impossibile mostrare la domanda {{number}}: il suo tipo di risposta non è supportato.',
};

const nl: WidgetsText = {
  unknownWidget: 'Vraag {{number}} kan niet worden getoond: het antwoordtype wordt niet ondersteund.',
};

export const widgetsText: Record<WidgetLanguage, WidgetsText> = { en, pl, de, fi, it, nl };
