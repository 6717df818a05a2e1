import type { InstructionContent } from './helpContent';

export const instructionNl: InstructionContent = {
  rules: [
    'Antwoord voor het hele bedrijf (de eenheid) dat in de kopregel staat, met alle gebouwen en locaties waar varkens worden gehouden. Alleen in herhaalbare groepen, zoals Gebouw, Hok of Mestopslag, beantwoordt u de vragen per gebouw, hok, opslag of persoon.',
    'Alle gegevens hebben betrekking op het kalenderjaar 2017, van 1 januari tot en met 31 december 2017. Geef hoeveelheden (voer, water, energie, verkochte varkens) op als jaartotalen en aantallen dieren als jaargemiddelden; beschrijf gebouwen en voorzieningen zoals ze eind 2017 waren.',
    'Haal de cijfers eerst uit uw administratie: managementprogramma, facturen, afleverbonnen, slachtafrekeningen, meterstanden en de boekhouding. Ontbreken gegevens, geef dan liever een zo goed mogelijke schatting dan de vraag open te laten.',
    'Vul getallen in in de eenheid die bij de vraag staat (ha, m², m³, kg, t, kWh, EUR, %, dagen), zonder de eenheid zelf te typen. Schrijf decimalen met een komma, bijvoorbeeld 12,5, gebruik geen spaties of scheidingstekens voor duizendtallen en geef percentages op als getallen van 0 tot 100.',
    'Er is geen knop Opslaan: elk antwoord wordt automatisch opgeslagen, ongeveer een seconde nadat u bent gestopt met typen of kiezen. Een groen vinkje met datum en tijd geeft aan dat het antwoord is opgeslagen; een rood pictogram betekent dat het niet is opgeslagen – controleer het dan en vul het opnieuw in. Waarden buiten het toegestane bereik worden gemarkeerd en niet opgeslagen.',
    'Vragen met een ster zijn aanbevolen: de indicatoren in de rapporten worden daaruit berekend. Beantwoord ze eerst en zo nauwkeurig mogelijk; de formuliernamen tussen haakjes geven aan welke rapporten het antwoord gebruiken.',
    'Beantwoord de vragen van een groep op volgorde, want sommige antwoorden maken de volgende vragen overbodig; die worden dan grijs weergegeven en gelden als volledig. Voeg een herhaalbare groep één keer toe voor elk gebouw, elke mestopslag, elk hok of elke persoon, en zet optionele groepen, zoals Biogasinstallatie, alleen aan als ze op uw bedrijf van toepassing zijn.',
    'Zijn alle vragengroepen van een formulier volledig (de tellers van de subformulieren in de zijlijst worden groen), controleer dan uw antwoorden en dien het formulier in. Een ingediend formulier is vergrendeld; moet er daarna iets worden gecorrigeerd, vraag de coördinator dan om de vragenlijst te deblokkeren.',
    'Het vraagteken naast een vraag geeft een tip, en de Woordenlijst legt de gebruikte begrippen uit. Met inhoudelijke vragen kunt u terecht bij uw coördinator of bij de deskundige die met uw bedrijf werkt; noteer bij technische problemen de getoonde melding en neem contact op met de beheerder.',
  ],
  questions: [
    {
      question: 'Hebben alle antwoorden betrekking op het kalenderjaar 2017?',
      answer:
        'Ja. Tenzij een vraag een andere datum of periode noemt, geeft u de gegevens over 1 januari tot en met 31 december 2017. Sommige vragen noemen hun periode uitdrukkelijk, bijvoorbeeld investeringen in de periode 2013–2017 of de verhouding tussen schulden en bezittingen eind 2017.',
    },
    {
      question: 'Mijn boekjaar valt niet samen met het kalenderjaar 2017. Wat vul ik in?',
      answer:
        'Gebruik het boekjaar dat het grootste deel van 2017 beslaat, of reken de cijfers naar rato van de maanden om naar het kalenderjaar. Werk bij alle economische vragen op dezelfde manier, zodat de cijfers vergelijkbaar zijn.',
    },
    {
      question: 'Wat als ik niet over heel 2017 gegevens heb bijgehouden?',
      answer:
        'Geef een zo goed mogelijke schatting, bijvoorbeeld door de maanden waarover u wel gegevens hebt door te rekenen naar een heel jaar, of op basis van facturen, afleverbonnen en slachtafrekeningen. Een schatting is nuttiger dan een leeg antwoord; laat een vraag alleen open als u zelfs geen globale waarde kunt geven.',
    },
    {
      question: 'Hoe bereken ik het gemiddelde aantal zeugen in 2017?',
      answer:
        'Tel de zeugen en gedekte gelten op de eerste dag van elke maand van januari tot en met december 2017, tel de twaalf uitkomsten op en deel de som door 12. Managementprogramma’s voor zeugenbedrijven berekenen dit getal meestal automatisch.',
    },
    {
      question:
        'Het bedrijf is in 2017 veranderd, bijvoorbeeld door een nieuwe stal of meer dieren. Hoe antwoord ik?',
      answer:
        'Geef hoeveelheden zoals voer, water en verkochte varkens op voor het hele jaar, inclusief de periode vóór de verandering. Beschrijf gebouwen en voorzieningen zoals ze eind 2017 waren; een gebouw dat na 31 december 2017 is opgeleverd, telt niet mee.',
    },
    {
      question: 'Welke varkens tel ik mee als het bedrijf meerdere locaties heeft?',
      answer:
        'Tel alle varkens en gebouwen mee van de eenheid in de kopregel, op al haar locaties. Varkens die een andere veehouder op contractbasis voor u houdt, worden opgegeven door diens bedrijf, niet door het uwe.',
    },
    {
      question: 'Moet ik mijn antwoorden opslaan voordat ik de vragenlijst sluit?',
      answer:
        'Nee. Antwoorden worden kort na het invoeren automatisch opgeslagen, en het groene vinkje naast de vraag laat zien wanneer. U kunt de vragenlijst op elk moment sluiten en later verdergaan waar u was gebleven.',
    },
    {
      question: 'Waarom kan ik sommige vragen niet beantwoorden?',
      answer:
        'Een grijze vraag is overgeslagen vanwege een eerder antwoord; zijn er in 2017 bijvoorbeeld geen antibiotica gebruikt, dan worden de vragen over behandelingen overgeslagen. Wijzigt u het eerdere antwoord, dan worden de vragen weer beschikbaar. Alle vragen zijn bovendien vergrendeld als de vragenlijst alleen ter inzage is geopend of het formulier is ingediend.',
    },
    {
      question: 'Waarom wordt mijn getal niet geaccepteerd?',
      answer:
        'Controleer of u een komma als decimaalteken hebt gebruikt, geen eenheden, spaties of letters hebt getypt en of de waarde binnen het bereik uit de melding valt. Vragen naar een geheel getal accepteren alleen cijfers.',
    },
    {
      question: 'Wat betekent de ster naast een vraag?',
      answer:
        'De vraag is aanbevolen: het antwoord is nodig om de indicatoren in de rapporten te berekenen. Het rapport van een formulier kan pas worden gemaakt als de aanbevolen vragen ervan zijn beantwoord.',
    },
    {
      question: 'Kan ik mijn antwoorden nog wijzigen nadat ik een formulier heb ingediend?',
      answer:
        'Niet zelf: een ingediend formulier is vergrendeld. Ziet u een fout, neem dan contact op met uw coördinator, die de vragenlijst kan deblokkeren zodat u de fout kunt herstellen.',
    },
  ],
};
