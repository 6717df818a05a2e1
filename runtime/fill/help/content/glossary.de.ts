import type { GlossaryContent } from './helpContent';

export const glossaryDe: GlossaryContent = {
  advisoryServices: {
    title: 'Beratungsleistungen',
    definition:
      'Beratung des Betriebs zu Produktion, Tiergesundheit, Umwelt, Wirtschaftlichkeit oder Betriebsführung, etwa durch die staatliche Beratung, die Landwirtschaftskammer, einen privaten Berater oder eine Erzeugerorganisation. Verkaufsbesuche von Futtermittel- oder Technikfirmen zählen nicht dazu.',
  },
  africanSwineFever: {
    title: 'Afrikanische Schweinepest (ASP)',
    definition:
      'Hochansteckende Viruserkrankung von Haus- und Wildschweinen, an der die meisten infizierten Tiere sterben; es gibt weder Impfstoff noch Behandlung. Für den Menschen ist sie ungefährlich, ein Ausbruch bedeutet aber die Keulung des Bestands und Verbringungsbeschränkungen für die ganze Region – wirksamen Schutz bietet nur konsequente Biosicherheit.',
  },
  airScrubber: {
    title: 'Abluftwäscher',
    definition:
      'Anlage, durch die die Abluft eines zwangsbelüfteten Schweinestalls geleitet wird, um Ammoniak, Staub und Geruch zu entfernen. Chemische (saure) Wäscher binden vor allem Ammoniak, biologische Wäscher und Biofilter mindern auch den Geruch.',
  },
  ammoniaEmissions: {
    title: 'Ammoniakemissionen',
    definition:
      'Ammoniak (NH₃) entweicht aus Wirtschaftsdünger im Stall, bei der Lagerung und nach der Ausbringung. Es versauert und überdüngt Böden und Gewässer, schädigt empfindliche Ökosysteme und trägt zur Feinstaubbildung bei; proteinreduzierte Fütterung, abgedeckte Lager und emissionsarme Ausbringung verringern es.',
  },
  animalWelfare: {
    title: 'Tierwohl',
    definition:
      'Der körperliche und psychische Zustand eines Tieres in Bezug auf die Bedingungen, unter denen es lebt und stirbt. Gutes Tierwohl bedeutet, dass die Schweine gesund und gut versorgt sind, bequem liegen, frei von Schmerzen und Angst sind und ihr normales Verhalten wie Wühlen und Erkunden ausleben können.',
  },
  animalWelfareIndicators: {
    title: 'Tierwohlindikatoren',
    definition:
      'Messbare Anzeichen für das Wohlergehen der Schweine, erhoben am Tier selbst (Schwanz- und Hautverletzungen, Lahmheiten, Verschmutzung, Verluste) oder an seiner Umgebung (Platzangebot, Bodenart, Beschäftigungsmaterial, Tageslicht). Tierbezogene Indikatoren wie die Zahl der Schweine mit frischen Schwanzverletzungen in einer Bucht zeigen das tatsächliche Ergebnis von Haltung und Management.',
  },
  antimicrobialUse: {
    title: 'Antibiotikaeinsatz',
    definition:
      'Der Einsatz von Antibiotika und anderen antimikrobiellen Arzneimitteln zur Behandlung oder Vorbeugung von Infektionen. Jede Anwendung erhöht das Risiko resistenter Bakterien, daher sollte der Einsatz so gering wie möglich sein und stets tierärztlich verordnet werden; seit 2022 verbietet das EU-Recht die routinemäßige vorbeugende Anwendung.',
  },
  averageDailyGain: {
    title: 'Tägliche Zunahme',
    definition:
      'Durchschnittliche Zunahme des Lebendgewichts je Schwein und Tag in einem Zeitraum, in Gramm pro Tag: Gewichtszuwachs geteilt durch die Anzahl der Tage. In der Mast sind 700 bis 950 g/Tag üblich.',
  },
  biogasPlant: {
    title: 'Biogasanlage',
    definition:
      'Anlage, in der Bakterien Wirtschaftsdünger und andere organische Stoffe unter Luftabschluss vergären und dabei Biogas (überwiegend Methan) bilden, das zur Erzeugung von Strom und Wärme verbrannt wird. Der Gärrest dient als Dünger, und die Vergärung frischer Gülle verringert auch die Methanemissionen aus dem Güllelager.',
  },
  biosecurity: {
    title: 'Biosicherheit',
    definition:
      'Alle Maßnahmen, die verhindern, dass Krankheiten in den Betrieb eingeschleppt (externe Biosicherheit) und innerhalb des Betriebs verbreitet werden (interne Biosicherheit). Dazu gehören etwa Umzäunung, Hygieneschleuse mit betriebseigener Kleidung und Stiefeln, Quarantäne für zugekaufte Tiere, die Kontrolle von Besuchern, Fahrzeugen und Schadnagern sowie das Rein-Raus-Verfahren.',
  },
  castration: {
    title: 'Ferkelkastration',
    definition:
      'Entfernen der Hoden männlicher Ferkel, um Ebergeruch zu vermeiden, einen unangenehmen Geruch des Fleisches mancher unkastrierter Eber. Nach EU-Recht darf nach dem siebten Lebenstag nur ein Tierarzt unter Betäubung und mit anhaltender Schmerzbehandlung kastrieren; Alternativen sind Immunokastration und Ebermast.',
  },
  crudeProtein: {
    title: 'Rohprotein',
    definition:
      'Der im Labor bestimmte Eiweißgehalt des Futters (Stickstoffgehalt × 6,25), angegeben in Prozent der Frischmasse. Futter mit weniger Rohprotein, ergänzt um freie Aminosäuren, senkt die Stickstoffausscheidung und die Ammoniakemissionen, ohne die Leistung zu mindern.',
  },
  debtToAssetsRatio: {
    title: 'Fremdkapitalquote',
    definition:
      'Summe der Verbindlichkeiten (Darlehen, Kredite und sonstige Schulden) geteilt durch das Gesamtvermögen des Betriebs (Boden, Gebäude, Maschinen, Tiere, Vorräte und liquide Mittel), mal 100. Je niedriger der Wert, desto finanziell unabhängiger ist der Betrieb; Werte über etwa 60 % gelten allgemein als hohes finanzielles Risiko.',
  },
  deepLitter: {
    title: 'Tiefstreu',
    definition:
      'Haltungssystem, bei dem eine dicke Schicht aus Stroh oder anderer Einstreu in der Bucht bleibt, regelmäßig nachgestreut und erst am Ende eines Durchgangs oder in langen Abständen entmistet wird. Sie bietet den Schweinen Liegekomfort und Wühlmaterial, und statt Gülle fällt Festmist an.',
  },
  enrichmentMaterial: {
    title: 'Beschäftigungsmaterial',
    definition:
      'Material, das Schweine untersuchen, bewühlen, bekauen und zerstören können, etwa Stroh, Heu, Holz, Sägemehl, Kompost oder Torf. Das EU-Recht verlangt ständigen Zugang zu ausreichend Beschäftigungsmaterial; eine Kette oder ein Ball allein genügt nicht, weil die Schweine rasch das Interesse daran verlieren, und fehlende Beschäftigung erhöht das Risiko von Schwanzbeißen.',
  },
  farmIncome: {
    title: 'Landwirtschaftliches Einkommen',
    definition:
      'Was der Betrieb in einem Jahr nach Abzug aller Kosten erwirtschaftet: der Produktionswert (Verkauf von Schweinen und anderen Erzeugnissen zuzüglich Fördermitteln) abzüglich der Kosten für Futter, Tiere, Energie, Dienstleistungen, Abschreibungen, Fremdarbeitskräfte, Pacht und Zinsen. Es entlohnt die eigene Arbeit, den eigenen Boden und das eigene Kapital der Familie.',
  },
  farrowToFinish: {
    title: 'Geschlossenes System',
    definition:
      'Betrieb, der Sauen hält und die eigenen Ferkel bis zur Schlachtung mästet, sodass alle Produktionsstufen auf einem Betrieb stattfinden. Da keine Ferkel zugekauft werden, ist das Risiko, Krankheiten einzuschleppen, geringer.',
  },
  farrowing: {
    title: 'Abferkeln',
    definition:
      'Die Geburt der Ferkel. Eine Sau ferkelt nach einer Trächtigkeit von etwa 115 Tagen (drei Monate, drei Wochen und drei Tage) ab und wird meist einige Tage vorher in den Abferkelstall umgestallt.',
  },
  farrowingCrate: {
    title: 'Ferkelschutzkorb',
    definition:
      'Metallgestell (Kastenstand) in der Abferkelbucht, das die Bewegungen der Sau einschränkt, damit sie seltener Ferkel erdrückt. In der freien Abferkelbucht kann sich die Sau frei bewegen und umdrehen; bei zeitweiser Fixierung ist sie nur wenige Tage um die Geburt eingesperrt.',
  },
  fatteningPig: {
    title: 'Mastschwein',
    definition:
      'Schwein, das zur Fleischerzeugung vom Ende der Ferkelaufzucht (etwa 25–30 kg) bis zur Schlachtung gehalten wird, meist bis zu einem Lebendgewicht von 100–130 kg. Die Mast wird oft in Vormast bis etwa 60 kg und Endmast unterteilt.',
  },
  fatteningPlace: {
    title: 'Mastplatz',
    definition:
      'Platz für ein Mastschwein im Stall, bestimmt durch die Buchtenfläche und das gesetzliche Mindestplatzangebot. Da jeder Platz im Jahr von mehreren Durchgängen belegt wird (meist 2,5 bis 3,5), werden jährlich mehr Schweine verkauft, als Plätze vorhanden sind.',
  },
  feedConversionRatio: {
    title: 'Futterverwertung',
    definition:
      'Die Futtermenge, die für ein Kilogramm Lebendgewichtszuwachs benötigt wird, in kg Futter je kg Zuwachs; je niedriger der Wert, desto effizienter die Erzeugung. In der Mast liegt sie meist zwischen 2,5 und 3,0, und eine bessere Futterverwertung bedeutet geringere Futterkosten und weniger Nährstoffausscheidung je Kilogramm Fleisch.',
  },
  fertilisationPlan: {
    title: 'Düngeplan',
    definition:
      'Vor der Vegetationsperiode erstellter Plan, wie viel Stickstoff, Phosphor und Kalium jeder Schlag aus Wirtschafts- und Mineraldünger erhält, auf Grundlage des Bedarfs der Kulturen und von Bodenuntersuchungen. Er verhindert Überdüngung und Nährstoffverluste in Gewässer.',
  },
  gilt: {
    title: 'Jungsau',
    definition:
      'Junges weibliches Zuchtschwein, das noch keinen Wurf hatte. Eine belegte Jungsau wurde besamt oder gedeckt; im Fragebogen werden belegte Jungsauen zusammen mit den Sauen gezählt.',
  },
  greenhouseGases: {
    title: 'Treibhausgase',
    definition:
      'Gase, die das Klima erwärmen. In der Schweinehaltung sind das vor allem Methan aus dem Güllelager, Lachgas aus Wirtschaftsdünger und gedüngten Böden sowie Kohlendioxid aus dem Energieverbrauch und aus Anbau und Transport des Futters; sie werden als CO₂-Äquivalente zusammengerechnet.',
  },
  groupHousing: {
    title: 'Gruppenhaltung von Sauen',
    definition:
      'Haltung von Sauen und Jungsauen gemeinsam in Buchten statt in Einzelständen. Das EU-Recht schreibt sie von vier Wochen nach dem Decken bis eine Woche vor dem voraussichtlichen Abferkeln vor, mit mindestens 2,25 m² Bodenfläche je Sau und 1,64 m² je Jungsau.',
  },
  groupTreatment: {
    title: 'Gruppenbehandlung',
    definition:
      'Gleichzeitige Behandlung einer ganzen Bucht, eines Abteils oder einer Partie Schweine, meist über das Tränkwasser oder Fütterungsarzneimittel. Jeder Behandlungsdurchgang einer Gruppe zählt als eine Gruppenbehandlung, unabhängig davon, wie viele Schweine dazugehören.',
  },
  herdHealthPlan: {
    title: 'Herdengesundheitsplan',
    definition:
      'Schriftlicher, mit dem Bestandstierarzt erstellter Plan der Maßnahmen, die die Herde gesund halten: Impfungen, Parasitenbekämpfung, Biosicherheit, Behandlungsanweisungen und regelmäßige Bestandsbesuche. Er wird mindestens einmal im Jahr überprüft.',
  },
  immunocastration: {
    title: 'Immunokastration',
    definition:
      'Alternative zur chirurgischen Kastration: Männliche Schweine erhalten zwei Injektionen eines Impfstoffs, der die Hodenfunktion vorübergehend unterdrückt, die zweite einige Wochen vor der Schlachtung. Sie verhindert Ebergeruch ohne Eingriff und Schmerzen.',
  },
  labourInput: {
    title: 'Arbeitseinsatz',
    definition:
      'Die gesamte Arbeitszeit aller Beteiligten in der Schweinehaltung in einem Jahr, in Stunden: Betriebsleitung, Familienangehörige, Angestellte und Saisonkräfte. Dazu gehören Füttern, Reinigen, Tierbetreuung, Entmistung und Büroarbeit, nicht aber Arbeiten von Lohnunternehmen.',
  },
  leanMeatPercentage: {
    title: 'Muskelfleischanteil',
    definition:
      'Anteil des Muskelfleisches am Schlachtkörper, im Schlachthof mit einem Klassifizierungsgerät gemessen; er bestimmt die Handelsklasse nach EUROP und weitgehend den Preis. Üblich sind etwa 55–62 %.',
  },
  littersPerSow: {
    title: 'Würfe je Sau und Jahr',
    definition:
      'Zahl der Abferkelungen eines Jahres geteilt durch die durchschnittliche Zahl der Sauen und belegten Jungsauen. Sie hängt von der Säugezeit und den Leertagen ab und liegt meist zwischen 2,2 und 2,4.',
  },
  livestockUnit: {
    title: 'Großvieheinheit (GV)',
    definition:
      'Bezugseinheit, mit der sich verschiedene Tierarten zusammenrechnen lassen; eine Großvieheinheit entspricht einer ausgewachsenen Milchkuh. In der EU-Statistik zählt eine Zuchtsau als 0,5 GV, jedes andere Schwein ab 20 kg als 0,3 GV und ein Ferkel unter 20 kg als 0,027 GV.',
  },
  lowEmissionApplication: {
    title: 'Emissionsarme Ausbringung',
    definition:
      'Ausbringung von Gülle mit möglichst wenig Luftkontakt: streifenförmig mit Schleppschlauch oder Schleppschuh, durch Injektion in den Boden oder durch Einarbeitung innerhalb von vier Stunden. Gegenüber der Breitverteilung mit Prallteller verringern diese Verfahren die Ammoniakverluste um etwa 30 bis 90 %.',
  },
  manure: {
    title: 'Wirtschaftsdünger',
    definition:
      'Kot und Harn von Nutztieren, mit oder ohne Einstreu, die als Dünger verwendet werden. Der Fragebogen fasst darunter beide Formen: flüssige Gülle und Festmist, der Stroh enthält und gestapelt werden kann.',
  },
  manureStorage: {
    title: 'Lagerkapazität für Wirtschaftsdünger',
    definition:
      'Das Volumen der Anlagen, in denen Wirtschaftsdünger bis zur Ausbringung gelagert wird (Behälter, Güllekeller, Erdbecken, Mistplatten), auch ausgedrückt als Zahl der Monate, die es ohne Entleerung ausreicht. Sie muss mindestens die Sperrfristen für die Ausbringung abdecken, meist vier bis sechs Monate oder mehr.',
  },
  mortality: {
    title: 'Tierverluste',
    definition:
      'Anteil der Tiere, die verenden oder getötet werden müssen, in Prozent der Tiere eines Produktionsabschnitts. Saugferkelverluste werden auf die lebend geborenen Ferkel bezogen, Verluste in der Mast auf die eingestallten Schweine.',
  },
  natura2000: {
    title: 'Natura 2000',
    definition:
      'Europäisches Netz von Schutzgebieten nach der Vogelschutz- und der FFH-Richtlinie zum Schutz seltener und gefährdeter Arten und Lebensräume. Ammoniak- und Stickstoffeinträge aus benachbarten Tierhaltungen können empfindliche Lebensräume schädigen, daher kann für neue oder erweiterte Ställe in ihrer Nähe eine Verträglichkeitsprüfung nötig sein.',
  },
  nitrateVulnerableZone: {
    title: 'Nitratgefährdetes Gebiet',
    definition:
      'Nach der EU-Nitratrichtlinie ausgewiesenes Gebiet, in dem Gewässer durch Nitrat aus der Landwirtschaft belastet oder gefährdet sind. Dort gelten strengere Regeln, etwa höchstens 170 kg Stickstoff je Hektar und Jahr aus Wirtschaftsdünger und Sperrfristen für die Ausbringung.',
  },
  nitrogenBalance: {
    title: 'Stickstoffbilanz',
    definition:
      'Differenz zwischen dem Stickstoff, der in den Betrieb gelangt (Futter, Tiere, Mineraldünger, Einträge aus der Luft, Bindung durch Leguminosen), und dem Stickstoff, der ihn in Produkten verlässt (Tiere, Ernteprodukte, abgegebener Wirtschaftsdünger). Der Überschuss in kg Stickstoff je Hektar zeigt das Risiko von Verlusten in Luft und Gewässer.',
  },
  odourNuisance: {
    title: 'Geruchsbelästigung',
    definition:
      'Beeinträchtigung der Nachbarn durch Gerüche aus Ställen, Wirtschaftsdüngerlagern und bei der Ausbringung. Sie hängt von der Betriebsgröße, dem Abstand zur Wohnbebauung, dem Wind und den ergriffenen Maßnahmen ab, etwa Abluftreinigung, abgedeckten Lagern, emissionsarmer Ausbringung und Gehölzstreifen.',
  },
  phytase: {
    title: 'Phytase',
    definition:
      'Enzym, das dem Schweinefutter zugesetzt wird und den in Pflanzensamen als Phytat gebundenen Phosphor freisetzt, den Schweine sonst nicht verdauen können. So muss weniger mineralisches Phosphat zugesetzt werden, und der Phosphorgehalt des Wirtschaftsdüngers sinkt um etwa ein Viertel bis ein Drittel.',
  },
  pigletsWeanedPerSow: {
    title: 'Abgesetzte Ferkel je Sau und Jahr',
    definition:
      'Zahl der in einem Jahr abgesetzten Ferkel geteilt durch die durchschnittliche Zahl der Sauen und belegten Jungsauen – die wichtigste Kennzahl für die Leistung eines Sauenbestands. Gute Betriebe setzen 25 bis über 30 Ferkel je Sau und Jahr ab.',
  },
  referenceYear: {
    title: 'Bezugsjahr',
    definition:
      'Der Zeitraum, auf den sich die Antworten beziehen: das Kalenderjahr 2017, vom 1. Januar bis 31. Dezember 2017. Mengen sind Jahressummen und Tierzahlen Jahresdurchschnitte, sofern eine Frage nichts anderes angibt.',
  },
  renewableEnergy: {
    title: 'Erneuerbare Energien',
    definition:
      'Energie aus Quellen, die sich auf natürliche Weise erneuern: Sonne, Wind, Wasser, Biomasse (Holz, Stroh) und Biogas. Zum Strom aus erneuerbaren Quellen zählen selbst erzeugter Strom und zugekaufter Ökostrom mit Herkunftsnachweis oder zertifiziertem Tarif.',
  },
  service: {
    title: 'Belegung',
    definition:
      'Decken durch einen Eber oder künstliche Besamung einer Sau oder Jungsau. Vom Belegen bis kurz vor dem Abferkeln werden die Tiere im Deck- und Wartestall gehalten.',
  },
  slattedFloor: {
    title: 'Spaltenboden',
    definition:
      'Boden aus Beton-, Kunststoff- oder Metallbalken mit Spalten, durch die Kot und Harn in den Güllekanal darunter fallen; ein Vollspaltenboden bedeckt die ganze Bucht, ein Teilspaltenboden lässt eine planbefestigte Liegefläche frei. Für Betonspaltenböden begrenzt das EU-Recht die Spaltenweite auf 11 mm (Saugferkel) bis 20 mm (Sauen), damit sich die Schweine nicht an den Klauen verletzen.',
  },
  slurry: {
    title: 'Gülle',
    definition:
      'Flüssiges Gemisch aus Kot, Harn und Wasser aus Tränken und Reinigung, ohne oder mit wenig Einstreu, das in Güllekellern unter Spaltenböden oder in Behältern gesammelt wird. Sie ist die Hauptquelle der Ammoniak- und Methanemissionen von Schweinebetrieben.',
  },
  slurryCover: {
    title: 'Abdeckung des Güllelagers',
    definition:
      'Dach, Betondecke, Zelt, Schwimmfolie, schwimmende Schicht (Blähton, Häckselstroh) oder natürliche Schwimmdecke auf der gelagerten Gülle. Die Abdeckung verringert Ammoniak- und Geruchsemissionen und hält Regenwasser fern, sodass weniger Volumen gelagert und ausgebracht werden muss.',
  },
  sow: {
    title: 'Sau',
    definition:
      'Weibliches Schwein, das mindestens einmal geworfen hat. Der Sauenbestand wird als durchschnittliche Zahl der Sauen und belegten Jungsauen im Jahr angegeben, etwa als Mittelwert der Zählungen am ersten Tag jedes Monats.',
  },
  spaceAllowance: {
    title: 'Platzangebot',
    definition:
      'Die uneingeschränkt nutzbare Bodenfläche je Schwein in einer Bucht: Buchtenfläche geteilt durch die Zahl der Schweine. Das EU-Mindestmaß für Aufzuchtferkel und Mastschweine steigt mit dem Gewicht, von 0,15 m² bis 10 kg über 0,65 m² bei 85–110 kg bis 1,0 m² über 110 kg.',
  },
  stockingDensity: {
    title: 'Besatzdichte',
    definition:
      'Zahl der Tiere im Verhältnis zur verfügbaren Fläche. In der Bucht ist sie der Kehrwert des Platzangebots (Schweine oder kg Lebendgewicht je m²); auf Betriebsebene ist es die Zahl der Großvieheinheiten je Hektar landwirtschaftlich genutzter Fläche, die zeigt, ob der Betrieb genug Fläche für seinen Wirtschaftsdünger hat.',
  },
  sustainabilityIndicator: {
    title: 'Nachhaltigkeitsindikator',
    definition:
      'Aus einer oder mehreren Antworten berechneter Wert, der zeigt, wie der Betrieb bei einem Aspekt der Nachhaltigkeit abschneidet, etwa bei der emissionsarmen Ausbringung oder beim Platzangebot je Schwein. In den Berichten werden die Indikatoren auf eine Skala von 0 bis 100 umgerechnet und zu Unterthemen und Themen der Formulare Umwelt, Tierwohl, Wirtschaftlichkeit und Soziale Aspekte zusammengefasst.',
  },
  tailBiting: {
    title: 'Schwanzbeißen',
    definition:
      'Verhaltensstörung, bei der Schweine die Schwänze ihrer Buchtengenossen bebeißen, was zu Wunden, Infektionen und Verlusten führt. Die Ursachen sind vielfältig: fehlendes Beschäftigungsmaterial, hohe Besatzdichte, schlechtes Stallklima, Probleme mit Futter und Wasser, Krankheiten und Stress.',
  },
  tailDocking: {
    title: 'Schwanzkupieren',
    definition:
      'Kürzen der Ferkelschwänze in den ersten Lebenstagen, um Schwanzbeißen vorzubeugen. Das EU-Recht verbietet das routinemäßige Kupieren: Es ist nur zulässig, wenn trotz Verbesserungen von Haltung und Management Verletzungen aufgetreten sind.',
  },
  teethClipping: {
    title: 'Kürzen der Eckzähne',
    definition:
      'Kürzen der spitzen Eckzähne neugeborener Ferkel durch Abkneifen oder Abschleifen, um das Gesäuge der Sau und die Wurfgeschwister vor Verletzungen zu schützen. Wie das Schwanzkupieren darf es nach EU-Recht nicht routinemäßig erfolgen: nur in den ersten sieben Lebenstagen und nur, wenn solche Verletzungen aufgetreten sind.',
  },
  trailingHose: {
    title: 'Schleppschlauch und Schleppschuh',
    definition:
      'Güllefässer mit einem Verteilgestänge, das die Gülle in schmalen Streifen auf dem Boden ablegt – über bis zum Boden hängende Schläuche (Schleppschlauch) oder über Kufen, die unter dem Pflanzenbestand über den Boden gleiten (Schleppschuh). Beide zählen zu den emissionsarmen Ausbringungsverfahren.',
  },
  utilisedAgriculturalArea: {
    title: 'Landwirtschaftlich genutzte Fläche (LF)',
    definition:
      'Fläche aus Ackerland, Dauergrünland, Dauerkulturen sowie Haus- und Nutzgärten, die der Betrieb bewirtschaftet, ob im Eigentum, gepachtet oder auf andere Weise genutzt. Wald, Gebäude, Hofflächen, Wege und Gewässer zählen nicht dazu.',
  },
  waterUse: {
    title: 'Wasserverbrauch',
    definition:
      'Die gesamte Wassermenge, die der Betrieb in einem Jahr für Tränke, Futterzubereitung, Reinigung und Kühlung verbraucht, in m³, am besten von einer Wasseruhr abgelesen. Ein Mastschwein trinkt etwa 5–10 Liter am Tag, eine säugende Sau 25–40 Liter; undichte Tränken und die Reinigung können den Verbrauch deutlich erhöhen.',
  },
  weanedPiglet: {
    title: 'Aufzuchtferkel',
    definition:
      'Ferkel, das von der Sau getrennt wurde und nur noch festes Futter frisst. Aufzuchtferkel stehen vom Absetzen mit etwa 6–8 kg bis zur Umstallung in die Mast mit etwa 25–30 kg im Ferkelaufzuchtstall.',
  },
  weaning: {
    title: 'Absetzen',
    definition:
      'Trennen der Ferkel von der Sau, mit dem die Säugezeit endet. In der EU dürfen Ferkel nicht vor einem Alter von 28 Tagen abgesetzt werden, oder mit 21 Tagen, wenn sie in spezielle, zuvor geleerte und gereinigte Ställe kommen.',
  },
};
