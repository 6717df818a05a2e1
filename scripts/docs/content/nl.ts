import type { LanguageDocs } from './types';

const nl: LanguageDocs = {
  productName: 'Veldvragenlijsten',
  instruction: {
    title: 'Gebruikershandleiding',
    subtitle: 'Werken met Veldvragenlijsten: voor veehouders, deskundigen, coördinatoren en waarnemers',
    sections: [
      {
        heading: 'Over het platform',
        blocks: [
          'Veldvragenlijsten is het platform van de nationale milieu-inspectie voor de beoordeling van de duurzaamheid van varkensbedrijven. Veehouders, deskundigen, coördinatoren en waarnemers werken met eenheden (bedrijven) en de vragenlijsten die daarover worden ingevuld. Beheerders ontwerpen de vragenlijsten en beheren de accounts; hun werk valt buiten deze handleiding.',
        ],
      },
      {
        heading: 'Registreren en het account activeren',
        blocks: [
          'Kies op de inlogpagina Account aanmaken. Vul uw e-mailadres in kleine letters in, kies de taal van uw account en uw rol en stel een wachtwoord in van minstens 8 tekens met een hoofdletter, een kleine letter, een cijfer en een speciaal teken, zonder spaties. Typ het wachtwoord nog een keer ter bevestiging.',
          'Na de registratie ontvangt u een e-mail met een activeringslink die 72 uur geldig is. Open de link en bevestig de activering. Wat daarna gebeurt, hangt af van uw rol:',
          [
            'Veehouder (varkenshouder): u kiest geen instelling. Het account is actief zodra u de activeringslink hebt geopend.',
            'Deskundige: kies uw type instelling en uw instelling. Het account is actief zodra u de activeringslink hebt geopend.',
            'Coördinator en waarnemer (alleen lezen): kies uw type instelling en uw instelling. Na de activering controleert een beheerder uw account en keurt het goed; daarna kunt u inloggen.',
            'Beheerder: het account wordt goedgekeurd door de hoofdbeheerder.',
          ],
          'Is de e-mail niet aangekomen, kijk dan in uw map met ongewenste e-mail. Is de link verlopen, probeer dan in te loggen: de applicatie biedt aan u een nieuwe activeringslink te sturen.',
        ],
      },
      {
        heading: 'Inloggen en uitloggen',
        blocks: [
          'Log in met uw e-mailadres en wachtwoord; de knop met het oog-pictogram toont of verbergt het wachtwoord dat u typt. Bij de eerste keer inloggen leest u de voorwaarden voor gegevensbescherming, vinkt u het selectievakje aan en bevestigt u. Daarna ziet u de lijst met vragenlijsten.',
          'Bent u uw wachtwoord vergeten, kies dan Wachtwoord vergeten? en vul uw e-mailadres in. De link die u ontvangt, werkt één keer en één uur lang. In de kopregel staan uw e-mailadres en de knoppen Wachtwoord wijzigen en Uitloggen; op smalle schermen staan ze samen in een menu. Log uit als u klaar bent, vooral op een gedeelde computer.',
        ],
      },
      {
        heading: 'Eenheden en de lijst met vragenlijsten',
        blocks: [
          'Het hoofdgedeelte heeft de tabbladen Vragenlijsten, Eenheden en, voor de rollen die er toegang toe hebben, Gegevensexport. Beide lijsten kunt u filteren met het paneel boven de tabel, sorteren door op een kolomkop te klikken (oplopend, aflopend, niet gesorteerd) en per pagina doorbladeren, 20 rijen per pagina. Na het wijzigen van een filter gaat u terug naar de eerste pagina.',
          [
            'Eenheden: een eenheid is een bedrijf met een naam, een type en een instelling. Veehouders en deskundigen voegen eenheden toe met Nieuwe eenheid; een deskundige kan aan een eenheid van een veehouder worden gekoppeld. De eigenaar van een eenheid kan de naam en beschrijving bewerken en de eenheid verwijderen zolang er geen vragenlijst aan gekoppeld is.',
            'Nieuwe vragenlijst: kies in de rij van een eenheid Nieuwe vragenlijst en het type vragenlijst. De nieuwe vragenlijst wordt meteen geopend om in te vullen.',
            'Vragenlijsten: de lijst toont de eenheid, de instelling, het type vragenlijst, de status en de datum waarop de vragenlijst is toegevoegd. Tonen opent een vragenlijst om te lezen en Bewerken om in te vullen; Verwijderen verwijdert een vragenlijst waarin nog geen formulier is ingediend.',
            'Coördinatoren keuren vragenlijsten goed met Bevestigen, waarna ze niet meer kunnen worden bewerkt; Deblokkeren geeft een vragenlijst terug voor correcties. Waarnemers kunnen eenheden en vragenlijsten alleen bekijken.',
          ],
        ],
      },
      {
        heading: 'Een vragenlijst invullen',
        blocks: [
          'Een vragenlijst bestaat uit formulieren (de tabbladen bovenaan), elk formulier uit subformulieren (de lijst aan de zijkant) en elk subformulier uit vragengroepen (de knoppen boven de vragen). De kopregel toont het type vragenlijst en de code van de eenheid. Naast elk subformulier ziet u hoeveel van de vragengroepen volledig zijn; voltooide subformulieren zijn groen gemarkeerd.',
          'Elke vraag heeft een nummer; een ster markeert een aanbevolen vraag die nodig is voor de rapporten. Het vraagteken-pictogram toont een tip. Antwoord met het aangeboden invoerelement: een lijst, selectievakjes, een beoordeling van 1 tot 5, ja of nee, een getal, een datum, een tekst of een kaart.',
          [
            'Schrijf decimale getallen met een komma, bijvoorbeeld 12,5 (een punt wordt niet geaccepteerd). Waarden buiten het toegestane bereik worden rood gemarkeerd en niet opgeslagen.',
            'Vul datums in als dd/mm/jjjj; datums in de toekomst kunnen niet worden gekozen.',
            'Een locatie kunt u op de kaart aanduiden of invoeren als WGS-84- of UTM-coördinaten. De kaart met rastervakken is niet met het toetsenbord te bedienen; hebt u daarbij hulp nodig, neem dan contact op met uw coördinator.',
            'Kiest u bij een vraag met één antwoordmogelijkheid dezelfde optie opnieuw, dan wordt het antwoord gewist.',
          ],
        ],
      },
      {
        heading: 'Automatisch opslaan',
        blocks: [
          'Er is geen knop Opslaan: elk antwoord wordt automatisch opgeslagen, ongeveer een seconde nadat u bent gestopt met typen of kiezen (bij datums en langere teksten iets later). Een indicator naast de vraag toont de stand: een draaiend rondje tijdens het opslaan, een groen vinkje met de datum en tijd van opslaan zodra het antwoord is opgeslagen, en een rood pictogram als het opslaan is mislukt. Bij een fout legt een melding uit wat er misging; na OK wordt de vraag opnieuw geladen. Controleer dan uw antwoord en vul het zo nodig opnieuw in.',
        ],
      },
      {
        heading: 'Vragengroepen en overgeslagen vragen',
        blocks: [
          'Elke groepsknop toont de naam van de groep en hoeveel van de vragen zijn beantwoord, bijvoorbeeld 4/6; de getallen worden vet zodra de groep volledig is. Sommige groepen kunnen worden herhaald, bijvoorbeeld per stal of hok: met Toevoegen maakt u een extra exemplaar en met de verwijderknop verwijdert u er een (na bevestiging; het laatste exemplaar kan niet worden verwijderd). Optionele groepen zet u aan en uit met de selectievakjes in het venster met optionele groepen van een subformulier.',
          'Sommige antwoorden maken de volgende vragen overbodig. Die vragen worden dan grijs weergegeven en kunnen niet worden beantwoord; antwoorden die er al in stonden, worden verwijderd, en de vragen gelden als volledig zonder mee te tellen in de voortgang. Wijzigt u het antwoord dat het overslaan veroorzaakte, dan worden de vragen weer beschikbaar, leeg.',
        ],
      },
      {
        heading: 'Formulieren indienen',
        blocks: [
          'Hebt u alle vragen van een formulier beantwoord, controleer dan de tellers in de lijst met subformulieren en dien het formulier in. Een ingediend formulier is vergrendeld: het tabblad kan niet meer worden geopend om te bewerken, behalve door coördinatoren. Een vragenlijst waarin minstens één formulier is ingediend, kan niet meer worden verwijderd. Zijn alle formulieren ingediend, dan bevestigt de coördinator de vragenlijst. Moet er iets worden gecorrigeerd, vraag de coördinator dan om de vragenlijst te deblokkeren.',
        ],
      },
      {
        heading: 'Rapporten',
        blocks: [
          'Voor elk formulier behalve het eerste biedt het zijpaneel de knop Rapport genereren. Het rapport heeft de antwoorden op de aanbevolen vragen nodig (gemarkeerd met een ster); ontbreken er antwoorden, dan toont de applicatie wat al is ingevuld. Is het rapport klaar, kies dan Rapport tonen.',
          "Het rapport bevat radardiagrammen van de thema's en subthema's en een staafdiagram van de indicatoren, op een schaal van 0 tot 100. Selecteer een punt in een diagram om van een thema naar de subthema's en indicatoren te gaan. U kunt een tabel met de oorspronkelijke waarden tonen, uw resultaten vergelijken met het gemiddelde van eenheden van hetzelfde type en de diagrammen als pdf afdrukken.",
        ],
      },
      {
        heading: 'Talen',
        blocks: [
          'De applicatie is beschikbaar in het Engels, Pools, Duits, Fins, Italiaans en Nederlands. Vóór het inloggen gebruikt ze de taal van uw browser als dat een van deze talen is, en anders Engels; u kunt de taal wijzigen met de taalkeuze. Na het inloggen gebruikt de applicatie de taal van uw account, die u bij de registratie hebt gekozen. De teksten van de vragenlijsten, de meldingen en de e-mails verschijnen in dezelfde taal.',
        ],
      },
      {
        heading: 'Hulp',
        blocks: [
          [
            'In de vragenlijst leggen de vensters Handleiding en Woordenlijst de regels voor het antwoorden en de gebruikte begrippen uit; het vraagteken naast een vraag geeft een tip bij die vraag.',
            'Voor vragen over uw eenheden, vragenlijsten of account neemt u contact op met de coördinator van uw instelling of met de beheerder.',
            'Bij technische problemen noteert u wat u deed en welke melding verscheen, en neemt u contact op met de inspectie via de contactgegevens op haar website.',
            'De privacyverklaring vindt u in de kopregel en de toegankelijkheidsverklaring in de voettekst van elke pagina.',
          ],
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Privacyverklaring',
    subtitle:
      'Informatie over de verwerking van persoonsgegevens in Veldvragenlijsten (artikelen 13 en 14 AVG)',
    sections: [
      {
        heading: 'Verwerkingsverantwoordelijke',
        blocks: [
          'Verwerkingsverantwoordelijke voor uw persoonsgegevens in Veldvragenlijsten is de nationale milieu-inspectie (hierna: de inspectie).',
        ],
      },
      {
        heading: 'Functionaris voor gegevensbescherming',
        blocks: [
          'De inspectie heeft een functionaris voor gegevensbescherming aangesteld. Voor alle vragen over de verwerking van uw persoonsgegevens en de uitoefening van uw rechten kunt u terecht bij de functionaris voor gegevensbescherming van de inspectie, bereikbaar via de contactgegevens op de website van de inspectie.',
        ],
      },
      {
        heading: 'Doeleinden en rechtsgrond',
        blocks: [
          'Wij verwerken persoonsgegevens alleen voor zover dat nodig is voor de volgende doeleinden:',
          [
            'het aanmaken en bijhouden van gebruikersaccounts, het bevestigen van rollen en het geven van toegang tot eenheden en vragenlijsten;',
            'het verzamelen en bewaren van antwoorden op vragenlijsten over eenheden voor de monitoring van de milieueffecten en de duurzaamheid van varkensbedrijven;',
            'het berekenen van indicatoren en het opstellen van rapporten, vergelijkingen met gemiddelden en statistische overzichten;',
            'het versturen van e-mails over uw account, zoals activeringslinks en links om een nieuw wachtwoord in te stellen;',
            'het waarborgen van de beveiliging en de goede werking van het platform, waaronder het onderzoeken van fouten en incidenten.',
          ],
          'De rechtsgrond is artikel 6, lid 1, onder c, AVG, voor zover de verwerking noodzakelijk is om te voldoen aan wettelijke verplichtingen van de inspectie op het gebied van milieumonitoring en -toezicht, en artikel 6, lid 1, onder e, AVG, voor zover zij noodzakelijk is voor de vervulling van een taak van algemeen belang of van een taak in het kader van de uitoefening van het openbaar gezag dat aan de inspectie is opgedragen. Het verstrekken van uw gegevens is vrijwillig, maar zonder accountgegevens kunt u het platform niet gebruiken.',
        ],
      },
      {
        heading: 'Categorieën van gegevens',
        blocks: [
          [
            'Accountgegevens: e-mailadres, wachtwoord (alleen opgeslagen als veilige hash), rol, taal, type instelling en instelling, de data van registratie, activering, goedkeuring en deactivering, de aanvaarding van de voorwaarden voor gegevensbescherming en de typen vragenlijsten waarvoor u rechten hebt.',
            'Gegevens van eenheden: naam en beschrijving van de eenheid, nummer en type, instelling, e-mailadres van de eigenaar, gekoppelde deskundigen en de geografische ligging van de eenheid.',
            'Antwoorden: de antwoorden in de vragenlijsten, waaronder getallen, teksten, datums en op kaarten aangeduide locaties, met het tijdstip waarop elk antwoord is opgeslagen en de status van formulieren en vragenlijsten.',
            'Technische logbestanden: IP-adres, datum en tijd, het opgevraagde adres, het resultaat van het verzoek, de identificatie van de browser en foutmeldingen.',
          ],
          'Gegevens over een eenheid worden meestal verstrekt door de eigenaar of door een deskundige die met de eigenaar samenwerkt; accountgegevens verstrekt de accounthouder zelf.',
        ],
      },
      {
        heading: 'Bewaartermijn',
        blocks: [
          [
            'Accountgegevens: zolang het account bestaat. Na deactivering of verwijdering van het account bewaren we de gegevens waaruit blijkt wie antwoorden heeft ingevoerd of goedgekeurd, zo lang als de betreffende vragenlijsten worden bewaard.',
            'Gegevens van eenheden en antwoorden: zolang het monitoringprogramma loopt en daarna gedurende de termijn die de archiefregels voor de inspectie voorschrijven.',
            'Technische logbestanden: maximaal 12 maanden, tenzij ze langer nodig zijn voor het onderzoek naar een bepaald beveiligingsincident.',
            'Rapporten en statistieken waaruit geen personen meer te herleiden zijn, kunnen onbeperkt worden bewaard.',
          ],
        ],
      },
      {
        heading: 'Ontvangers',
        blocks: [
          'Alleen personen die uw gegevens voor hun werk nodig hebben, hebben er toegang toe:',
          [
            'bevoegde medewerkers van de inspectie en van de regionale inspecties;',
            'andere gebruikers van het platform binnen hun rol: deskundigen die aan een eenheid zijn gekoppeld, coördinatoren en waarnemers van de betrokken instelling, en beheerders;',
            'IT-dienstverleners die het platform namens de inspectie hosten en onderhouden en de e-mails ervan bezorgen, op basis van een verwerkersovereenkomst (artikel 28 AVG);',
            'overheidsinstanties en rechtbanken, als de wet ons verplicht gegevens te verstrekken.',
          ],
          'Wanneer u een kaart bekijkt, laadt uw browser kaarttegels van een openbare kaartdienst, die daarbij uw IP-adres ontvangt. De inspectie geeft geen persoonsgegevens door aan landen buiten de Europese Economische Ruimte. Resultaten worden alleen gepubliceerd in geaggregeerde vorm, waaruit afzonderlijke bedrijven of personen niet te herleiden zijn.',
        ],
      },
      {
        heading: 'Uw rechten',
        blocks: [
          'U hebt recht op:',
          [
            'inzage in uw gegevens en een kopie daarvan (artikel 15 AVG);',
            'rectificatie van onjuiste gegevens (artikel 16 AVG) – veel gegevens kunt u zelf corrigeren, zoals de beschrijving van uw eenheid of uw wachtwoord;',
            'wissing van gegevens (artikel 17 AVG), als ze niet meer nodig zijn en geen wettelijke verplichting ons dwingt ze te bewaren;',
            'beperking van de verwerking (artikel 18 AVG);',
            'bezwaar, om redenen die verband houden met uw specifieke situatie, tegen verwerking op grond van artikel 6, lid 1, onder e, AVG (artikel 21 AVG);',
            'het indienen van een klacht bij een toezichthoudende autoriteit voor gegevensbescherming.',
          ],
          'Het recht op overdraagbaarheid van gegevens is niet van toepassing, omdat de verwerking niet op toestemming of een overeenkomst berust. Uw gegevens worden niet gebruikt voor geautomatiseerde besluitvorming of profilering; de indicatoren in de rapporten worden automatisch berekend, maar hebben geen rechtsgevolgen voor u. Neem voor het uitoefenen van uw rechten contact op met de functionaris voor gegevensbescherming.',
        ],
      },
      {
        heading: 'Cookies en sessieopslag',
        blocks: [
          'Het platform gebruikt één cookie: `areYouOkWithCookie`. Dit cookie onthoudt dat u de cookiemelding hebt geaccepteerd, zodat de melding niet opnieuw verschijnt, en verloopt na 150 dagen. We gebruiken geen advertentie- of analysecookies.',
          'Na het inloggen worden het inlogtoken en gegevens over de ingelogde gebruiker en de geopende vragenlijst bewaard in de sessieopslag van uw browser (session storage). Ze zijn nodig om u ingelogd te houden en worden gewist wanneer u uitlogt of het browsertabblad sluit.',
        ],
      },
      {
        heading: 'Wijzigingen',
        blocks: [
          'We passen deze privacyverklaring aan wanneer de verwerking verandert; de actuele versie is altijd beschikbaar in de kopregel van de applicatie.',
        ],
      },
    ],
  },
};

export default nl;
