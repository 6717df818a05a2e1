import type { DeclarationContent } from './types';

const nl: DeclarationContent = {
  languageName: 'Nederlands',
  productName: 'Veldvragenlijsten',
  title: 'Toegankelijkheidsverklaring',
  skipToContent: 'Naar de inhoud',
  languageSwitch: 'Taal',
  backToApplication: 'Terug naar Veldvragenlijsten',
  intro: [
    'De nationale milieu-inspectie wil de applicatie Veldvragenlijsten toegankelijk maken, in overeenstemming met de nationale wetgeving ter uitvoering van Richtlijn (EU) 2016/2102 inzake de toegankelijkheid van de websites en mobiele applicaties van overheidsinstanties. Deze toegankelijkheidsverklaring is van toepassing op de webapplicatie Veldvragenlijsten.',
  ],
  sections: [
    {
      heading: 'Nalevingsstatus',
      blocks: [
        'De applicatie streeft ernaar te voldoen aan de Web Content Accessibility Guidelines (WCAG) 2.1 op niveau AA. Zij voldoet gedeeltelijk aan WCAG 2.1 niveau AA vanwege de hieronder vermelde afwijking.',
      ],
    },
    {
      heading: 'Niet-toegankelijke inhoud',
      blocks: [
        'Het antwoord op de kaart met rastervakken is niet met het toetsenbord te bedienen (WCAG 2.1-succescriterium 2.1.1 Toetsenbord). Een vak kan alleen met een muis of op een aanraakscherm worden gekozen; bij de vraag staat een aanwijzing hierover. Kunt u de kaart niet gebruiken, neem dan contact op met uw coördinator of met de inspectie (zie Feedback en contact); wij helpen u het antwoord in te voeren.',
        'Locaties als punt vallen hier niet onder: die kunt u met het toetsenbord invoeren als WGS-84- of UTM-coördinaten.',
      ],
    },
    {
      heading: 'Toegankelijkheidsfuncties',
      blocks: [
        [
          'Toetsenbord: alle overige functies zijn met alleen het toetsenbord te bedienen, en de focus is altijd zichtbaar.',
          "Schermlezers: de pagina's hebben koppen en herkenningspunten, formuliervelden hebben labels, en foutmeldingen en de opslagstatus van antwoorden worden voorgelezen.",
          'Skiplinks: de eerste links op elke pagina leiden naar de hoofdinhoud en naar de voettekst.',
          'Taalkeuze: de interface is beschikbaar in het Engels, Pools, Duits, Fins, Italiaans en Nederlands; de taal van elke pagina is aangegeven, zodat schermlezers de tekst correct uitspreken.',
          'De tekst kan tot 200% worden vergroot, en de opmaak past zich aan smalle schermen aan.',
        ],
      ],
    },
    {
      heading: 'Opstelling van deze verklaring',
      blocks: [
        { before: 'Deze verklaring is opgesteld op', date: '22 november 2026', after: '.' },
        'Zij is gebaseerd op een zelfbeoordeling door de inspectie.',
      ],
    },
    {
      heading: 'Feedback en contact',
      blocks: [
        'Stuit u op een toegankelijkheidsprobleem dat hier niet is beschreven, of hebt u informatie uit de applicatie in een toegankelijke vorm nodig, neem dan contact op met de inspectie via de contactgegevens op haar website. Beschrijf de pagina en het probleem en vermeld uw contactgegevens. Wij reageren zonder onnodige vertraging.',
      ],
    },
    {
      heading: 'Handhavingsprocedure',
      blocks: [
        'Bent u niet tevreden met onze reactie op uw melding of verzoek, dan kunt u zich wenden tot de instantie die in uw land toeziet op de naleving van de toegankelijkheidseisen voor websites van overheidsinstanties.',
      ],
    },
  ],
};

export default nl;
