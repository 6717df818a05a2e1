import type { GlossaryContent } from './helpContent';

export const glossaryNl: GlossaryContent = {
  advisoryServices: {
    title: 'Adviesdiensten',
    definition:
      'Advies dat het bedrijf krijgt over productie, diergezondheid, milieu, economie of bedrijfsvoering, bijvoorbeeld van een voorlichtingsdienst, een particuliere adviseur of een producentenorganisatie. Verkoopbezoeken van voer- of apparatuurleveranciers tellen niet mee.',
  },
  africanSwineFever: {
    title: 'Afrikaanse varkenspest (AVP)',
    definition:
      'Zeer besmettelijke virusziekte van gedomesticeerde varkens en wilde zwijnen waaraan de meeste besmette dieren sterven; er bestaat geen vaccin of behandeling. Voor mensen is de ziekte ongevaarlijk, maar een uitbraak betekent ruiming van het bedrijf en vervoersbeperkingen voor de hele regio, zodat strikte bioveiligheid de enige bescherming is.',
  },
  airScrubber: {
    title: 'Luchtwasser',
    definition:
      'Installatie waardoor de ventilatielucht van een mechanisch geventileerde varkensstal wordt geleid om ammoniak, stof en geur te verwijderen. Chemische (zure) wassers vangen vooral ammoniak af; biologische wassers en biofilters verminderen ook de geur.',
  },
  ammoniaEmissions: {
    title: 'Ammoniakemissie',
    definition:
      'Ammoniak (NH₃) ontsnapt uit mest in de stal, tijdens de opslag en na het uitrijden. Het verzuurt en vermest bodem en water, schaadt kwetsbare natuur en draagt bij aan de vorming van fijnstof; eiwitarm voeren, afgedekte mestopslag en emissiearm uitrijden verminderen de emissie.',
  },
  animalWelfare: {
    title: 'Dierenwelzijn',
    definition:
      'De lichamelijke en geestelijke toestand van een dier in relatie tot de omstandigheden waarin het leeft en sterft. Goed welzijn betekent dat de varkens gezond zijn, goed gevoerd worden, comfortabel liggen, vrij zijn van pijn en angst en hun natuurlijke gedrag kunnen vertonen, zoals wroeten en verkennen.',
  },
  animalWelfareIndicators: {
    title: 'Welzijnsindicatoren',
    definition:
      'Meetbare aanwijzingen voor het welzijn van de varkens, vastgesteld aan de dieren zelf (staart- en huidbeschadigingen, kreupelheid, bevuiling, uitval) of aan hun omgeving (ruimte per dier, vloertype, afleidingsmateriaal, daglicht). Diergebonden indicatoren, zoals het aantal varkens met verse staartwonden in een hok, tonen het werkelijke resultaat van huisvesting en management.',
  },
  antimicrobialUse: {
    title: 'Antibioticagebruik',
    definition:
      'Het gebruik van antibiotica en andere antimicrobiële middelen om infecties te behandelen of te voorkomen. Elk gebruik vergroot het risico op resistente bacteriën, dus het gebruik moet zo laag mogelijk zijn en altijd door een dierenarts worden voorgeschreven; sinds 2022 verbiedt het EU-recht routinematig preventief gebruik.',
  },
  averageDailyGain: {
    title: 'Groei per dag',
    definition:
      'De gemiddelde toename van het levend gewicht per varken per dag over een periode, in gram per dag: de gewichtstoename gedeeld door het aantal dagen. Bij vleesvarkens is 700 tot 950 g per dag gebruikelijk.',
  },
  biogasPlant: {
    title: 'Biogasinstallatie',
    definition:
      'Installatie waarin bacteriën mest en ander organisch materiaal zonder lucht vergisten tot biogas (vooral methaan), dat wordt verbrand om elektriciteit en warmte op te wekken. Het overblijvende digestaat wordt als meststof gebruikt, en het vergisten van verse mest vermindert ook de methaanemissie uit de mestopslag.',
  },
  biosecurity: {
    title: 'Bioveiligheid',
    definition:
      'Alle maatregelen die voorkomen dat ziekten het bedrijf binnenkomen (externe bioveiligheid) en zich binnen het bedrijf verspreiden (interne bioveiligheid). Voorbeelden zijn een omheining, een hygiënesluis met bedrijfseigen kleding en laarzen, quarantaine voor aangekochte dieren, controle op bezoekers, voertuigen en knaagdieren en het all-in-all-outsysteem.',
  },
  castration: {
    title: 'Castratie van biggen',
    definition:
      'Het verwijderen van de teelballen van beerbiggen om berengeur te voorkomen, een onaangename geur van het vlees van sommige niet-gecastreerde beren. Volgens het EU-recht mag castratie na de zevende levensdag alleen door een dierenarts worden uitgevoerd, onder verdoving en met langdurige pijnbestrijding; alternatieven zijn immunocastratie en het houden van beren.',
  },
  crudeProtein: {
    title: 'Ruw eiwit',
    definition:
      'Het in het laboratorium bepaalde eiwitgehalte van het voer (stikstofgehalte × 6,25), uitgedrukt als percentage van het product. Voer met minder ruw eiwit, aangevuld met aminozuren, vermindert de stikstofuitscheiding en de ammoniakemissie zonder de groei te remmen.',
  },
  debtToAssetsRatio: {
    title: 'Verhouding tussen schulden en bezittingen',
    definition:
      'Het totaal van de schulden (leningen, kredieten en andere schulden) gedeeld door de totale bezittingen van het bedrijf (grond, gebouwen, machines, dieren, voorraden en liquide middelen), maal 100. Hoe lager het percentage, hoe financieel onafhankelijker het bedrijf; waarden boven ongeveer 60% gelden in het algemeen als een hoog financieel risico.',
  },
  deepLitter: {
    title: 'Diepstrooisel',
    definition:
      'Huisvestingssysteem waarbij een dikke laag stro of ander strooisel in het hok blijft, regelmatig wordt aangevuld en pas aan het einde van een ronde of met lange tussenpozen wordt verwijderd. Het biedt de varkens comfort en wroetmateriaal, en er ontstaat vaste mest in plaats van drijfmest.',
  },
  enrichmentMaterial: {
    title: 'Afleidingsmateriaal',
    definition:
      'Materiaal dat varkens kunnen onderzoeken, erin wroeten, kauwen en vernielen, zoals stro, hooi, hout, zaagsel, compost of turf. Het EU-recht eist permanente toegang tot voldoende afleidingsmateriaal; een ketting of bal alleen is niet genoeg, omdat varkens er snel hun belangstelling voor verliezen, en gebrek aan afleiding vergroot het risico op staartbijten.',
  },
  farmIncome: {
    title: 'Inkomen uit bedrijf',
    definition:
      'Wat het bedrijf in een jaar verdient nadat alle kosten zijn betaald: de waarde van de productie (verkoop van varkens en andere producten plus subsidies) min de kosten van voer, dieren, energie, diensten, afschrijvingen, betaalde arbeid, pacht en rente. Het is de beloning voor de eigen arbeid, de eigen grond en het eigen vermogen van het gezin.',
  },
  farrowToFinish: {
    title: 'Gesloten bedrijf',
    definition:
      'Bedrijf dat zeugen houdt en de eigen biggen tot de slacht afmest, zodat alle productiefasen op één bedrijf plaatsvinden. Omdat er geen biggen worden aangekocht, is het risico op insleep van ziekten kleiner.',
  },
  farrowing: {
    title: 'Werpen',
    definition:
      'De geboorte van de biggen. Een zeug werpt na een dracht van ongeveer 115 dagen (drie maanden, drie weken en drie dagen) en wordt meestal enkele dagen daarvoor naar de kraamstal gebracht.',
  },
  farrowingCrate: {
    title: 'Kraamkooi',
    definition:
      'Metalen frame in het kraamhok dat de bewegingen van de zeug beperkt, zodat ze minder vaak biggen doodligt. In een vrijloopkraamhok kan de zeug vrij bewegen en zich omdraaien; bij tijdelijke fixatie staat ze alleen enkele dagen rond het werpen vast.',
  },
  fatteningPig: {
    title: 'Vleesvarken',
    definition:
      'Varken dat voor de vleesproductie wordt gehouden vanaf het einde van de opfok (ongeveer 25–30 kg) tot de slacht, meestal bij een levend gewicht van 100–130 kg. De mestperiode wordt vaak verdeeld in een voormest tot ongeveer 60 kg en een eindmest.',
  },
  fatteningPlace: {
    title: 'Vleesvarkensplaats',
    definition:
      'De plaats voor één vleesvarken in de stal, bepaald door de hokoppervlakte en de wettelijke minimale ruimte per dier. Omdat elke plaats per jaar door meerdere rondes wordt gebruikt (meestal 2,5 tot 3,5), worden er per jaar meer varkens verkocht dan er plaatsen zijn.',
  },
  feedConversionRatio: {
    title: 'Voederconversie',
    definition:
      'De hoeveelheid voer die nodig is voor één kilogram groei in levend gewicht, in kg voer per kg groei; hoe lager de waarde, hoe efficiënter de productie. Bij vleesvarkens ligt ze meestal tussen 2,5 en 3,0, en een betere voederconversie betekent lagere voerkosten en minder uitscheiding van nutriënten per kilogram vlees.',
  },
  fertilisationPlan: {
    title: 'Bemestingsplan',
    definition:
      'Plan, opgesteld vóór het groeiseizoen, van hoeveel stikstof, fosfaat en kali elk perceel uit dierlijke mest en kunstmest krijgt, op basis van de behoefte van de gewassen en van grondonderzoek. Het voorkomt overbemesting en verlies van nutriënten naar het water.',
  },
  gilt: {
    title: 'Gelt',
    definition:
      'Jong vrouwelijk fokvarken dat nog niet heeft geworpen. Een gedekte gelt is geïnsemineerd of door een beer gedekt; in de vragenlijst worden gedekte gelten samen met de zeugen geteld.',
  },
  greenhouseGases: {
    title: 'Broeikasgassen',
    definition:
      'Gassen die het klimaat opwarmen. In de varkenshouderij zijn dat vooral methaan uit de mestopslag, lachgas uit mest en bemeste bodems en koolstofdioxide uit energiegebruik en uit de teelt en het transport van voer; ze worden samengeteld als CO₂-equivalenten.',
  },
  groupHousing: {
    title: 'Groepshuisvesting van zeugen',
    definition:
      'Het samen houden van zeugen en gelten in hokken in plaats van in individuele boxen. Het EU-recht schrijft dit voor vanaf vier weken na het dekken tot één week vóór de verwachte worpdatum, met ten minste 2,25 m² vloeroppervlak per zeug en 1,64 m² per gelt.',
  },
  groupTreatment: {
    title: 'Groepsbehandeling',
    definition:
      'Gelijktijdige behandeling van een heel hok, een afdeling of een koppel varkens, meestal via het drinkwater of gemedicineerd voer. Elke behandelingskuur van één groep telt als één groepsbehandeling, ongeacht het aantal varkens in de groep.',
  },
  herdHealthPlan: {
    title: 'Bedrijfsgezondheidsplan',
    definition:
      'Schriftelijk plan, opgesteld met de bedrijfsdierenarts, van de maatregelen die de varkens gezond houden: vaccinaties, parasietenbestrijding, bioveiligheid, behandelprotocollen en regelmatige bedrijfsbezoeken. Het wordt ten minste eenmaal per jaar herzien.',
  },
  immunocastration: {
    title: 'Immunocastratie',
    definition:
      'Alternatief voor chirurgische castratie: mannelijke varkens krijgen twee injecties met een vaccin dat de werking van de teelballen tijdelijk onderdrukt, de tweede enkele weken vóór de slacht. Het voorkomt berengeur zonder ingreep en pijn.',
  },
  labourInput: {
    title: 'Arbeidsinzet',
    definition:
      'De totale arbeidstijd die alle betrokkenen in een jaar aan de varkenshouderij besteden, in uren: het bedrijfshoofd, gezinsleden, werknemers en seizoenskrachten. Voeren, schoonmaken, dierverzorging, mestafvoer en kantoorwerk tellen mee, werk door loonwerkers niet.',
  },
  leanMeatPercentage: {
    title: 'Vleespercentage',
    definition:
      'Het aandeel mager vlees (spier) in het karkas, in het slachthuis gemeten met een classificatieapparaat; het bepaalt de EUROP-klasse en grotendeels de prijs. Waarden van ongeveer 55–62% zijn gebruikelijk.',
  },
  littersPerSow: {
    title: 'Worpen per zeug per jaar',
    definition:
      'Het aantal worpen in een jaar gedeeld door het gemiddelde aantal zeugen en gedekte gelten. Het hangt af van de lengte van de zoogperiode en het aantal verloopdagen en ligt meestal tussen 2,2 en 2,4.',
  },
  livestockUnit: {
    title: 'Grootvee-eenheid (GVE)',
    definition:
      'Rekeneenheid waarmee verschillende diersoorten kunnen worden opgeteld; één grootvee-eenheid komt overeen met één volwassen melkkoe. In de EU-statistiek telt een fokzeug als 0,5 GVE, elk ander varken van 20 kg of meer als 0,3 GVE en een big onder 20 kg als 0,027 GVE.',
  },
  lowEmissionApplication: {
    title: 'Emissiearm uitrijden',
    definition:
      'Drijfmest zo toedienen dat hij weinig met lucht in contact komt: in smalle stroken met sleepslangen of een sleepvoet, door injectie in de bodem of door de mest binnen vier uur onder te werken. Vergeleken met breedwerpig verspreiden met een spreidplaat verminderen deze technieken het ammoniakverlies met ongeveer 30 tot 90%.',
  },
  manure: {
    title: 'Dierlijke mest',
    definition:
      'Uitwerpselen en urine van landbouwhuisdieren, met of zonder strooisel, die als meststof worden gebruikt. De vragenlijst gebruikt het woord mest voor beide vormen: vloeibare drijfmest en vaste mest, die stro bevat en kan worden opgestapeld.',
  },
  manureStorage: {
    title: 'Mestopslagcapaciteit',
    definition:
      'Het volume van de voorzieningen waarin mest wordt bewaard tot die kan worden uitgereden (silo’s, mestkelders onder roostervloeren, mestbassins, mestplaten), ook uitgedrukt in het aantal maanden dat het volstaat zonder te legen. Ze moet ten minste de periodes dekken waarin uitrijden verboden is, meestal vier tot zes maanden of langer.',
  },
  mortality: {
    title: 'Uitval',
    definition:
      'Het aandeel dieren dat sterft of moet worden geëuthanaseerd, als percentage van de dieren in een productiefase. De uitval van zuigende biggen wordt berekend op de levend geboren biggen, de uitval bij vleesvarkens op de opgelegde varkens.',
  },
  natura2000: {
    title: 'Natura 2000',
    definition:
      'Europees netwerk van beschermde gebieden, aangewezen op grond van de Vogel- en de Habitatrichtlijn om zeldzame en bedreigde soorten en habitats te beschermen. Ammoniak- en stikstofdepositie van nabijgelegen veehouderijen kan kwetsbare habitats schaden, daarom kan voor nieuwe of uitbreidende bedrijven in de buurt van deze gebieden een passende beoordeling nodig zijn.',
  },
  nitrateVulnerableZone: {
    title: 'Nitraatgevoelig gebied',
    definition:
      'Gebied dat op grond van de EU-Nitraatrichtlijn is aangewezen omdat het water er door nitraat uit de landbouw is verontreinigd of dreigt te worden verontreinigd. Er gelden strengere regels, bijvoorbeeld ten hoogste 170 kg stikstof per hectare per jaar uit dierlijke mest en perioden waarin uitrijden verboden is.',
  },
  nitrogenBalance: {
    title: 'Stikstofbalans',
    definition:
      'Het verschil tussen de stikstof die het bedrijf binnenkomt (voer, dieren, kunstmest, depositie uit de lucht, binding door vlinderbloemigen) en de stikstof die het bedrijf verlaat in producten (dieren, gewassen, afgevoerde mest). Het overschot, in kg stikstof per hectare, geeft het risico op verliezen naar lucht en water aan.',
  },
  odourNuisance: {
    title: 'Geuroverlast',
    definition:
      'Hinder die omwonenden ondervinden van geur uit stallen, mestopslag en het uitrijden van mest. Die hangt af van de omvang van het bedrijf, de afstand tot woningen, de wind en de genomen maatregelen, zoals luchtwassers, afgedekte mestopslag, emissiearm uitrijden en houtwallen.',
  },
  phytase: {
    title: 'Fytase',
    definition:
      'Enzym dat aan varkensvoer wordt toegevoegd en de fosfor vrijmaakt die in plantenzaden als fytaat is gebonden en die varkens anders niet kunnen verteren. Er hoeft dan minder mineraal fosfaat te worden toegevoegd, en het fosforgehalte van de mest daalt met ongeveer een kwart tot een derde.',
  },
  pigletsWeanedPerSow: {
    title: 'Gespeende biggen per zeug per jaar',
    definition:
      'Het aantal in een jaar gespeende biggen gedeeld door het gemiddelde aantal zeugen en gedekte gelten: de belangrijkste maatstaf voor de productiviteit van een zeugenstapel. Goede bedrijven spenen 25 tot meer dan 30 biggen per zeug per jaar.',
  },
  referenceYear: {
    title: 'Referentiejaar',
    definition:
      'De periode waarop de antwoorden betrekking hebben: het kalenderjaar 2017, van 1 januari tot en met 31 december 2017. Hoeveelheden zijn jaartotalen en aantallen dieren jaargemiddelden, tenzij een vraag iets anders aangeeft.',
  },
  renewableEnergy: {
    title: 'Hernieuwbare energie',
    definition:
      'Energie uit bronnen die zich op natuurlijke wijze aanvullen: zon, wind, water, biomassa (hout, stro) en biogas. Elektriciteit uit hernieuwbare bronnen omvat zowel wat het bedrijf zelf opwekt als wat het inkoopt met garantie van oorsprong of een gecertificeerd groen contract.',
  },
  service: {
    title: 'Dekken',
    definition:
      'Dekking door een beer of kunstmatige inseminatie van een zeug of gelt. Vanaf het dekken tot kort voor het werpen worden de dieren in de dek- en dragende-zeugenstal gehouden.',
  },
  slattedFloor: {
    title: 'Roostervloer',
    definition:
      'Vloer van betonnen, kunststof of metalen roosters met spleten waardoor mest en urine in de kelder eronder vallen; een volledige roostervloer beslaat het hele hok, een gedeeltelijke roostervloer laat een dichte ligplaats vrij. Voor betonroosters beperkt het EU-recht de spleetbreedte tot 11 mm (biggen) tot 20 mm (zeugen), zodat de varkens hun klauwen niet verwonden.',
  },
  slurry: {
    title: 'Drijfmest',
    definition:
      'Vloeibaar mengsel van uitwerpselen, urine en water uit drinkbakken en van het schoonmaken, zonder of met weinig strooisel, dat wordt opgevangen in mestkelders onder roostervloeren of in silo’s. Het is de belangrijkste bron van ammoniak- en methaanemissie van varkensbedrijven.',
  },
  slurryCover: {
    title: 'Afdekking van de mestopslag',
    definition:
      'Dak, betonnen deksel, tent, drijvende folie of drijvende laag (kleikorrels, gehakseld stro) of een natuurlijke drijflaag op de opgeslagen drijfmest. De afdekking vermindert de ammoniak- en geuremissie en houdt regenwater buiten, zodat er minder volume hoeft te worden opgeslagen en uitgereden.',
  },
  sow: {
    title: 'Zeug',
    definition:
      'Vrouwelijk varken dat ten minste één keer heeft geworpen. De zeugenstapel wordt opgegeven als het gemiddelde aantal zeugen en gedekte gelten over het jaar, bijvoorbeeld het gemiddelde van de tellingen op de eerste dag van elke maand.',
  },
  spaceAllowance: {
    title: 'Ruimte per varken',
    definition:
      'Het vrije vloeroppervlak per varken in een hok: de hokoppervlakte gedeeld door het aantal varkens. Het EU-minimum voor gespeende biggen en vleesvarkens stijgt met het gewicht, van 0,15 m² tot 10 kg via 0,65 m² bij 85–110 kg tot 1,0 m² boven 110 kg.',
  },
  stockingDensity: {
    title: 'Bezetting',
    definition:
      'Het aantal dieren in verhouding tot de beschikbare oppervlakte. In een hok is het de omgekeerde waarde van de ruimte per varken (varkens of kg levend gewicht per m²); op bedrijfsniveau is het het aantal grootvee-eenheden per hectare cultuurgrond, dat laat zien of het bedrijf genoeg grond heeft voor zijn mest.',
  },
  sustainabilityIndicator: {
    title: 'Duurzaamheidsindicator',
    definition:
      'Waarde die uit een of meer antwoorden wordt berekend en laat zien hoe het bedrijf scoort op een aspect van duurzaamheid, zoals emissiearm uitrijden of ruimte per varken. In de rapporten worden de indicatoren omgerekend naar een schaal van 0 tot 100 en gegroepeerd in subthema’s en thema’s van de formulieren Milieu, Dierenwelzijn, Economie en Sociale aspecten.',
  },
  tailBiting: {
    title: 'Staartbijten',
    definition:
      'Gedragsstoornis waarbij varkens in de staarten van hokgenoten bijten, met wonden, infecties en uitval als gevolg. De oorzaken zijn talrijk: gebrek aan afleidingsmateriaal, een hoge bezetting, een slecht stalklimaat, problemen met voer en water, ziekte en stress.',
  },
  tailDocking: {
    title: 'Staartcouperen',
    definition:
      'Het inkorten van de staarten van biggen in de eerste levensdagen om staartbijten te beperken. Het EU-recht verbiedt routinematig couperen: het is alleen toegestaan als er ondanks verbeteringen in huisvesting en management toch verwondingen zijn opgetreden.',
  },
  teethClipping: {
    title: 'Tanden knippen of slijpen',
    definition:
      'Het inkorten van de scherpe hoektanden van pasgeboren biggen door knippen of slijpen, om de spenen van de zeug en de toomgenoten tegen verwondingen te beschermen. Net als couperen mag dit volgens het EU-recht niet routinematig gebeuren: alleen in de eerste zeven levensdagen en alleen als zulke verwondingen zijn opgetreden.',
  },
  trailingHose: {
    title: 'Sleepslangen en sleepvoet',
    definition:
      'Mesttanks met een boom die de drijfmest in smalle stroken op de grond legt, via slangen die tot op de bodem hangen (sleepslangen) of via voeten die onder het gewas over de grond glijden (sleepvoet). Beide zijn emissiearme toedieningstechnieken.',
  },
  utilisedAgriculturalArea: {
    title: 'Cultuurgrond',
    definition:
      'De oppervlakte bouwland, blijvend grasland, blijvende teelten en moestuinen die het bedrijf in gebruik heeft, in eigendom, gepacht of op een andere grondslag. Bos, gebouwen, erf, wegen en water tellen niet mee.',
  },
  waterUse: {
    title: 'Waterverbruik',
    definition:
      'De totale hoeveelheid water die het bedrijf in een jaar gebruikt voor drinkwater, voerbereiding, reiniging en koeling, in m³, bij voorkeur afgelezen van een watermeter. Een vleesvarken drinkt ongeveer 5–10 liter per dag en een zogende zeug 25–40 liter; lekkende drinknippels en het schoonmaken kunnen het verbruik flink verhogen.',
  },
  weanedPiglet: {
    title: 'Gespeende big',
    definition:
      'Big die van de zeug is gescheiden en alleen nog vast voer eet. Gespeende biggen zitten vanaf het spenen, bij ongeveer 6–8 kg, in de biggenopfokstal tot ze bij ongeveer 25–30 kg naar de vleesvarkensstal gaan.',
  },
  weaning: {
    title: 'Spenen',
    definition:
      'Het scheiden van de biggen van de zeug, waarmee de zoogperiode eindigt. In de EU mogen biggen niet worden gespeend voordat ze 28 dagen oud zijn, of 21 dagen als ze naar gespecialiseerde stallen gaan die zijn leeggemaakt en gereinigd.',
  },
};
