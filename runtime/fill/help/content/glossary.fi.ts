import type { GlossaryContent } from './helpContent';

export const glossaryFi: GlossaryContent = {
  advisoryServices: {
    title: 'Neuvontapalvelut',
    definition:
      'Tilalle annettu neuvonta tuotannosta, eläinten terveydestä, ympäristöstä, taloudesta tai tilanhoidosta, esimerkiksi maatalouden neuvontajärjestöltä, yksityiseltä konsultilta tai tuottajaorganisaatiolta. Rehu- tai laitetoimittajien myyntikäyntejä ei lasketa neuvonnaksi.',
  },
  africanSwineFever: {
    title: 'Afrikkalainen sikarutto (ASF)',
    definition:
      'Kotisikojen ja villisikojen erittäin tarttuva virustauti, joka tappaa useimmat sairastuneet eläimet; siihen ei ole rokotetta eikä hoitoa. Tauti ei ole vaarallinen ihmiselle, mutta tautitapaus johtaa karjan lopettamiseen ja koko alueen siirtorajoituksiin, joten ainoa suoja on tiukka tautisuojaus.',
  },
  airScrubber: {
    title: 'Ilmanpesuri',
    definition:
      'Laite, jonka läpi koneellisesti ilmastoidun sikalan poistoilma johdetaan ammoniakin, pölyn ja hajun poistamiseksi. Happopesurit sitovat pääasiassa ammoniakkia, biologiset pesurit ja biosuodattimet vähentävät myös hajua.',
  },
  ammoniaEmissions: {
    title: 'Ammoniakkipäästöt',
    definition:
      'Ammoniakkia (NH₃) haihtuu lannasta eläinsuojassa, varastoinnin aikana ja levityksen jälkeen. Se happamoittaa ja rehevöittää maaperää ja vesiä, vahingoittaa herkkiä luontotyyppejä ja lisää pienhiukkasten muodostumista; päästöjä vähentävät matalavalkuainen ruokinta, katetut lantalat ja vähäpäästöinen levitys.',
  },
  animalWelfare: {
    title: 'Eläinten hyvinvointi',
    definition:
      'Eläimen fyysinen ja psyykkinen tila suhteessa olosuhteisiin, joissa se elää ja kuolee. Hyvä hyvinvointi tarkoittaa, että siat ovat terveitä, hyvin ruokittuja ja mukavissa oloissa, niillä ei ole kipua eikä pelkoa ja ne voivat käyttäytyä lajityypillisesti, esimerkiksi tonkia ja tutkia ympäristöään.',
  },
  animalWelfareIndicators: {
    title: 'Eläinten hyvinvoinnin indikaattorit',
    definition:
      'Mitattavia merkkejä sikojen hyvinvoinnista, jotka arvioidaan joko eläimistä itsestään (häntä- ja ihovauriot, ontuminen, likaisuus, kuolleisuus) tai niiden ympäristöstä (tila eläintä kohden, lattiatyyppi, virikkeet, päivänvalo). Eläinperusteiset indikaattorit, kuten tuoreita häntävaurioita saaneiden sikojen määrä karsinassa, kertovat pito-olojen ja hoidon todellisen tuloksen.',
  },
  antimicrobialUse: {
    title: 'Mikrobilääkkeiden käyttö',
    definition:
      'Antibioottien ja muiden mikrobilääkkeiden käyttö infektioiden hoitoon tai ehkäisyyn. Jokainen käyttökerta lisää resistenttien bakteerien riskiä, joten käytön tulee olla mahdollisimman vähäistä ja aina eläinlääkärin määräämää; EU:n lainsäädäntö on vuodesta 2022 kieltänyt niiden rutiininomaisen ennaltaehkäisevän käytön.',
  },
  averageDailyGain: {
    title: 'Päiväkasvu',
    definition:
      'Sian elopainon keskimääräinen lisäys vuorokaudessa tietyllä jaksolla, grammoina vuorokaudessa: painonlisäys jaettuna päivien määrällä. Lihasikojen kasvatuksessa 700–950 g/vrk on tavallinen.',
  },
  biogasPlant: {
    title: 'Biokaasulaitos',
    definition:
      'Laitos, jossa bakteerit hajottavat lantaa ja muuta eloperäistä ainetta hapettomissa oloissa ja tuottavat biokaasua (pääosin metaania), joka poltetaan sähkön ja lämmön tuottamiseksi. Jäljelle jäävä mädäte käytetään lannoitteena, ja tuoreen lannan mädätys vähentää myös lantalan metaanipäästöjä.',
  },
  biosecurity: {
    title: 'Tautisuojaus',
    definition:
      'Kaikki toimet, joilla estetään tautien pääsy tilalle (ulkoinen tautisuojaus) ja leviäminen tilan sisällä (sisäinen tautisuojaus). Esimerkkejä ovat aita, hygieniasulku tilakohtaisine vaatteineen ja saappaineen, ostettujen eläinten karanteeni, vierailijoiden, ajoneuvojen ja jyrsijöiden valvonta sekä osastojen kerralla täyttö ja tyhjennys.',
  },
  castration: {
    title: 'Porsaiden kastrointi',
    definition:
      'Urosporsaiden kivesten poisto karjunhajun eli joidenkin leikkaamattomien karjujen lihan epämiellyttävän hajun estämiseksi. EU:n lainsäädännön mukaan seitsemännen elinpäivän jälkeen kastroinnin saa tehdä vain eläinlääkäri puudutuksessa tai nukutuksessa ja pitkävaikutteisen kipulääkityksen kanssa; vaihtoehtoja ovat immunokastraatio ja leikkaamattomien karjujen kasvatus.',
  },
  crudeProtein: {
    title: 'Raakavalkuainen',
    definition:
      'Rehun laboratoriossa määritetty valkuaispitoisuus (typpipitoisuus × 6,25) prosentteina syötettävästä rehusta. Matalampi raakavalkuaispitoisuus aminohappolisin täydennettynä vähentää typen erittymistä ja ammoniakkipäästöjä heikentämättä kasvua.',
  },
  debtToAssetsRatio: {
    title: 'Velkaantumisaste',
    definition:
      'Velkojen (lainojen, luottojen ja muiden velkojen) yhteismäärä jaettuna tilan varojen kokonaisarvolla (maa, rakennukset, koneet, eläimet, varastot ja rahavarat) ja kerrottuna sadalla. Mitä pienempi prosentti, sitä riippumattomampi tila on taloudellisesti; yli noin 60 %:n arvoja pidetään yleensä suurena taloudellisena riskinä.',
  },
  deepLitter: {
    title: 'Kestokuivike',
    definition:
      'Pitojärjestelmä, jossa karsinassa on paksu olki- tai muu kuivikekerros, jota lisätään säännöllisesti ja joka poistetaan vasta kasvatuserän lopussa tai pitkin väliajoin. Se tarjoaa sioille mukavan makuualustan ja tonkimismateriaalia, ja lietteen sijaan syntyy kuivalantaa.',
  },
  enrichmentMaterial: {
    title: 'Virikemateriaali',
    definition:
      'Materiaali, jota siat voivat tutkia, tonkia, pureskella ja rikkoa, kuten olki, heinä, puu, sahanpuru, komposti tai turve. EU:n lainsäädäntö edellyttää, että sioilla on jatkuvasti riittävästi virikemateriaalia; pelkkä ketju tai pallo ei riitä, koska siat menettävät nopeasti kiinnostuksensa siihen, ja virikkeiden puute lisää hännänpurennan riskiä.',
  },
  farmIncome: {
    title: 'Maataloustulo',
    definition:
      'Tilan vuoden aikana ansaitsema tulo, kun kaikki kustannukset on maksettu: tuotoksen arvo (sikojen ja muiden tuotteiden myynti sekä tuet) vähennettynä rehujen, eläinten, energian, palvelujen, poistojen, palkatun työvoiman, vuokrien ja korkojen kustannuksilla. Se on korvaus viljelijäperheen omalle työlle, maalle ja pääomalle.',
  },
  farrowToFinish: {
    title: 'Yhdistelmäsikala',
    definition:
      'Tila, jolla pidetään emakoita ja kasvatetaan omat porsaat teuraspainoon, joten kaikki tuotantovaiheet ovat samalla tilalla. Koska porsaita ei osteta muualta, riski tuoda tauteja tilalle on pienempi.',
  },
  farrowing: {
    title: 'Porsiminen',
    definition:
      'Porsaiden syntymä. Emakko porsii noin 115 päivän (kolme kuukautta, kolme viikkoa ja kolme päivää) tiineyden jälkeen, ja se siirretään yleensä porsitusosastoon muutamaa päivää aiemmin.',
  },
  farrowingCrate: {
    title: 'Porsimishäkki',
    definition:
      'Porsituskarsinan metallikehikko, joka rajoittaa emakon liikkumista, jotta se ei makaisi porsaidensa päälle. Vapaaporsituskarsinassa emakko voi liikkua ja kääntyä vapaasti; tilapäisessä häkityksessä se on suljettuna vain muutaman päivän porsimisen aikaan.',
  },
  fatteningPig: {
    title: 'Lihasika',
    definition:
      'Lihantuotantoon kasvatettava sika välikasvatuksen päättymisestä (noin 25–30 kg) teurastukseen, tavallisesti 100–130 kg:n elopainoon. Kasvatus jaetaan usein noin 60 kg:aan asti kestävään alkukasvatukseen ja loppukasvatukseen.',
  },
  fatteningPlace: {
    title: 'Lihasikapaikka',
    definition:
      'Yhden lihasian paikka sikalassa, joka määräytyy karsinan pinta-alan ja lakisääteisen vähimmäistilan mukaan. Koska jokaisen paikan kautta kulkee vuodessa useita kasvatuseriä (yleensä 2,5–3,5), vuodessa myydään enemmän sikoja kuin paikkoja on.',
  },
  feedConversionRatio: {
    title: 'Rehuhyötysuhde',
    definition:
      'Rehumäärä, joka tarvitaan yhden elopainokilon kasvuun, kiloina rehua kasvukiloa kohden; mitä pienempi arvo, sitä tehokkaampaa tuotanto on. Lihasikojen kasvatuksessa se on yleensä 2,5–3,0, ja parempi rehuhyötysuhde tarkoittaa pienempiä rehukustannuksia ja vähemmän ravinteiden erittymistä lihakiloa kohden.',
  },
  fertilisationPlan: {
    title: 'Lannoitussuunnitelma',
    definition:
      'Ennen kasvukautta laadittu suunnitelma siitä, kuinka paljon typpeä, fosforia ja kaliumia kukin lohko saa lannasta ja väkilannoitteista, kasvien tarpeen ja maa-analyysien perusteella. Se estää ylilannoitusta ja ravinteiden huuhtoutumista vesiin.',
  },
  gilt: {
    title: 'Ensikko',
    definition:
      'Siitokseen tarkoitettu nuori naarassika, jolla ei vielä ole ollut ensimmäistä pahnuetta. Astutettu ensikko on siemennetty tai astutettu karjulla; kyselyssä astutetut ensikot lasketaan yhteen emakoiden kanssa.',
  },
  greenhouseGases: {
    title: 'Kasvihuonekaasut',
    definition:
      'Ilmastoa lämmittävät kaasut. Sikataloudessa niitä ovat pääasiassa lannan varastoinnin metaani, lannasta ja lannoitetusta maasta vapautuva dityppioksidi sekä energiankäytön ja rehun viljelyn ja kuljetuksen hiilidioksidi; ne lasketaan yhteen hiilidioksidiekvivalentteina (CO₂-ekv.).',
  },
  groupHousing: {
    title: 'Emakoiden ryhmäpito',
    definition:
      'Emakoiden ja ensikoiden pitäminen yhdessä karsinoissa yksittäishäkkien sijaan. EU:n lainsäädäntö edellyttää sitä neljästä viikosta astutuksen jälkeen viikkoon ennen odotettua porsimista, ja lattiapinta-alaa on oltava vähintään 2,25 m² emakkoa ja 1,64 m² ensikkoa kohden.',
  },
  groupTreatment: {
    title: 'Ryhmälääkitys',
    definition:
      'Koko karsinan, osaston tai erän sikojen samanaikainen lääkitys, yleensä juomaveden tai lääkerehun kautta. Kunkin ryhmän jokainen lääkityskuuri lasketaan yhdeksi ryhmälääkitykseksi riippumatta siihen kuuluvien sikojen määrästä.',
  },
  herdHealthPlan: {
    title: 'Terveydenhuoltosuunnitelma',
    definition:
      'Tilan eläinlääkärin kanssa laadittu kirjallinen suunnitelma karjan terveyttä ylläpitävistä toimista: rokotukset, loisten torjunta, tautisuojaus, lääkitysohjeet ja säännölliset terveydenhuoltokäynnit. Se päivitetään vähintään kerran vuodessa.',
  },
  immunocastration: {
    title: 'Immunokastraatio',
    definition:
      'Kirurgisen kastroinnin vaihtoehto: urossioille annetaan kaksi pistosta rokotetta, joka estää tilapäisesti kivesten toiminnan, jälkimmäinen muutamaa viikkoa ennen teurastusta. Se estää karjunhajun ilman leikkausta ja kipua.',
  },
  labourInput: {
    title: 'Työmäärä',
    definition:
      'Kaikkien sikatalouteen osallistuvien vuoden aikana tekemä työaika tunteina: tilanhoitaja, perheenjäsenet, vakituiset työntekijät ja kausityöntekijät. Siihen kuuluvat ruokinta, puhdistus, eläinten hoito, lannankäsittely ja toimistotyöt, mutta ei urakoitsijoiden tekemä työ.',
  },
  leanMeatPercentage: {
    title: 'Lihaprosentti',
    definition:
      'Lihaskudoksen osuus ruhosta, joka mitataan teurastamolla luokittelulaitteella; se määrää ruhon EUROP-luokan ja suurelta osin hinnan. Tavallisia arvoja ovat noin 55–62 %.',
  },
  littersPerSow: {
    title: 'Pahnueet emakkoa kohden vuodessa',
    definition:
      'Vuoden aikana tapahtuneiden porsimisten määrä jaettuna emakoiden ja astutettujen ensikoiden keskimääräisellä määrällä. Luku riippuu imetyskauden pituudesta ja tyhjäpäivien määrästä ja on yleensä 2,2–2,4.',
  },
  livestockUnit: {
    title: 'Eläinyksikkö (ey)',
    definition:
      'Vertailuyksikkö, jonka avulla eri eläinlajeja voidaan laskea yhteen; yksi eläinyksikkö vastaa yhtä aikuista lypsylehmää. EU:n tilastoissa siitosemakko on 0,5 ey, muu vähintään 20 kg:n sika 0,3 ey ja alle 20 kg:n porsas 0,027 ey.',
  },
  lowEmissionApplication: {
    title: 'Vähäpäästöinen levitys',
    definition:
      'Lietteen levitys niin, että se on mahdollisimman vähän kosketuksissa ilman kanssa: kapeina kaistoina letku- tai laahakenkälevittimellä, sijoittamalla maahan tai multaamalla neljän tunnin kuluessa. Lautaslevittimellä tehtyyn pintalevitykseen verrattuna nämä menetelmät vähentävät ammoniakkihävikkiä noin 30–90 %.',
  },
  manure: {
    title: 'Lanta',
    definition:
      'Kotieläinten sonta ja virtsa kuivikkeineen tai ilman, käytettynä lannoitteena. Kyselyssä sana kattaa molemmat muodot: nestemäisen lietelannan ja kuivalannan, joka sisältää olkea ja jota voidaan pinota aumaan.',
  },
  manureStorage: {
    title: 'Lannan varastointikapasiteetti',
    definition:
      'Niiden rakenteiden tilavuus, joissa lantaa säilytetään levitykseen asti (säiliöt, rakolattian alaiset kuilut, maa-altaat, kuivalantalat), ilmaistuna myös kuukausina, joiksi tila riittää tyhjentämättä. Sen on katettava vähintään ajat, jolloin levitys on kielletty, yleensä neljästä kuuteen kuukautta tai enemmän.',
  },
  mortality: {
    title: 'Kuolleisuus',
    definition:
      'Kuolleiden tai lopetettujen eläinten osuus prosentteina tuotantovaiheen eläimistä. Porsaskuolleisuus ennen vieroitusta lasketaan elävänä syntyneistä porsaista, lihasikojen kuolleisuus kasvatukseen siirretyistä sioista.',
  },
  natura2000: {
    title: 'Natura 2000',
    definition:
      'Lintu- ja luontodirektiivin perusteella nimettyjen suojelualueiden eurooppalainen verkosto, jolla suojellaan harvinaisia ja uhanalaisia lajeja ja luontotyyppejä. Läheisten kotieläintilojen ammoniakki- ja typpilaskeuma voi vahingoittaa herkkiä luontotyyppejä, joten alueiden lähelle perustettavat tai laajennettavat tilat voivat tarvita Natura-arvioinnin.',
  },
  nitrateVulnerableZone: {
    title: 'Nitraattiherkkä alue',
    definition:
      'EU:n nitraattidirektiivin perusteella nimetty alue, jolla vedet ovat maatalouden nitraattien pilaamia tai vaarassa pilaantua. Siellä noudatetaan tiukempia sääntöjä, esimerkiksi enintään 170 kg typpeä hehtaarille vuodessa kotieläinten lannasta sekä levityskieltokausia.',
  },
  nitrogenBalance: {
    title: 'Typpitase',
    definition:
      'Tilalle tuodun typen (rehut, eläimet, väkilannoitteet, ilmasta tuleva laskeuma, palkokasvien sitoma typpi) ja tilalta tuotteissa poistuvan typen (eläimet, sato, luovutettu lanta) erotus. Ylijäämä typpikiloina hehtaaria kohden kertoo ilmaan ja vesiin kohdistuvien hävikkien riskistä.',
  },
  odourNuisance: {
    title: 'Hajuhaitta',
    definition:
      'Naapureille aiheutuva haitta sikaloiden, lantaloiden ja lannanlevityksen hajuista. Se riippuu tilan koosta, etäisyydestä asutukseen, tuulesta ja tehdyistä toimista, kuten ilmanpesureista, katetuista lantaloista, vähäpäästöisestä levityksestä ja puustovyöhykkeistä.',
  },
  phytase: {
    title: 'Fytaasi',
    definition:
      'Sikojen rehuun lisättävä entsyymi, joka vapauttaa kasvien siemenissä fytaattina sitoutuneen fosforin, jota siat eivät muuten pysty hyödyntämään. Rehuun tarvitsee lisätä vähemmän mineraalifosfaattia, ja lannan fosforimäärä pienenee noin neljänneksellä tai kolmanneksella.',
  },
  pigletsWeanedPerSow: {
    title: 'Vieroitetut porsaat emakkoa kohden vuodessa',
    definition:
      'Vuoden aikana vieroitettujen porsaiden määrä jaettuna emakoiden ja astutettujen ensikoiden keskimääräisellä määrällä – emakkokarjan tuotoksen tärkein mittari. Hyvät karjat vieroittavat 25:stä yli 30:een porsasta emakkoa kohden vuodessa.',
  },
  referenceYear: {
    title: 'Tarkasteluvuosi',
    definition:
      'Ajanjakso, jota vastaukset koskevat: kalenterivuosi 2017 eli 1.1.–31.12.2017. Määrät ilmoitetaan koko vuoden summina ja eläinmäärät vuoden keskiarvoina, ellei kysymyksessä toisin mainita.',
  },
  renewableEnergy: {
    title: 'Uusiutuva energia',
    definition:
      'Energia lähteistä, jotka uusiutuvat luonnostaan: aurinko, tuuli, vesi, biomassa (puu, olki) ja biokaasu. Uusiutuvista lähteistä peräisin olevaan sähköön lasketaan sekä tilan itse tuottama sähkö että alkuperätakuulla tai sertifioidulla sopimuksella ostettu sähkö.',
  },
  service: {
    title: 'Astutus',
    definition:
      'Emakon tai ensikon astuttaminen karjulla tai keinosiemennys. Astutuksesta vähän ennen porsimista asti eläimiä pidetään astutus- ja tiineysosastossa.',
  },
  slattedFloor: {
    title: 'Rakolattia',
    definition:
      'Betonista, muovista tai metallista tehty ritilälattia, jonka rakojen läpi sonta ja virtsa putoavat alla olevaan kuiluun; täysrakolattia kattaa koko karsinan, osarakolattiassa on umpinainen makuualue. Betonirakolattioiden rakoleveys on EU:n lainsäädännössä rajattu 11 mm:stä (porsaat) 20 mm:iin (emakot), jotta sikojen sorkat eivät vahingoittuisi.',
  },
  slurry: {
    title: 'Lietelanta',
    definition:
      'Sonnan, virtsan sekä juomalaitteista ja pesusta tulevan veden nestemäinen seos, jossa on vähän tai ei lainkaan kuiviketta ja joka kerätään rakolattian alaisiin kuiluihin tai säiliöihin. Se on sikatilojen tärkein ammoniakki- ja metaanipäästöjen lähde.',
  },
  slurryCover: {
    title: 'Lietesäiliön kate',
    definition:
      'Katto, kansi, teltta, kelluva kalvo tai kerros (kevytsora, silputtu olki) tai luonnollinen kuori varastoidun lietteen pinnalla. Kate vähentää ammoniakki- ja hajupäästöjä ja estää sadeveden pääsyn säiliöön, joten varastoitavaa ja levitettävää tilavuutta on vähemmän.',
  },
  sow: {
    title: 'Emakko',
    definition:
      'Naarassika, jolla on ollut vähintään yksi pahnue. Emakkokarja ilmoitetaan emakoiden ja astutettujen ensikoiden vuoden keskimääräisenä määränä, esimerkiksi kunkin kuukauden ensimmäisenä päivänä tehtyjen laskentojen keskiarvona.',
  },
  spaceAllowance: {
    title: 'Tila sikaa kohden',
    definition:
      'Karsinan vapaa lattiapinta-ala yhtä sikaa kohden: karsinan pinta-ala jaettuna sikojen määrällä. EU:n vähimmäisvaatimus vieroitetuille porsaille ja lihasioille kasvaa painon mukaan 0,15 m²:stä (enintään 10 kg) 0,65 m²:iin (85–110 kg) ja 1,0 m²:iin (yli 110 kg).',
  },
  stockingDensity: {
    title: 'Eläintiheys',
    definition:
      'Eläinten määrä suhteessa käytettävissä olevaan pinta-alaan. Karsinassa se on sikaa kohden olevan tilan käänteisluku (sikoja tai elopainokiloja neliömetrillä); tilatasolla se on eläinyksiköiden määrä käytössä olevan maatalousmaan hehtaaria kohden, mikä kertoo, onko tilalla riittävästi peltoa lannan levitykseen.',
  },
  sustainabilityIndicator: {
    title: 'Kestävyysindikaattori',
    definition:
      'Yhdestä tai useammasta vastauksesta laskettu arvo, joka kertoo, miten tila suoriutuu jollakin kestävyyden osa-alueella, esimerkiksi vähäpäästöisessä levityksessä tai sikaa kohden olevassa tilassa. Raporteissa indikaattorit skaalataan asteikolle 0–100 ja ryhmitellään Ympäristö-, Eläinten hyvinvointi-, Talous- ja Sosiaaliset näkökohdat -lomakkeiden teemoiksi ja alateemoiksi.',
  },
  tailBiting: {
    title: 'Hännänpurenta',
    definition:
      'Käyttäytymishäiriö, jossa siat purevat karsinatovereidensa häntiä, mikä aiheuttaa haavoja, tulehduksia ja menetyksiä. Syitä on monia: virikemateriaalin puute, liian suuri eläintiheys, huono sisäilma, rehuun ja veteen liittyvät ongelmat, sairaudet ja stressi.',
  },
  tailDocking: {
    title: 'Hännän typistäminen',
    definition:
      'Porsaiden häntien lyhentäminen ensimmäisinä elinpäivinä hännänpurennan vähentämiseksi. EU:n lainsäädäntö kieltää rutiininomaisen typistämisen: se on sallittua vain, jos vaurioita on esiintynyt pito-olojen ja hoidon parantamisesta huolimatta.',
  },
  teethClipping: {
    title: 'Hampaiden lyhentäminen',
    definition:
      'Vastasyntyneiden porsaiden terävien kulmahampaiden lyhentäminen leikkaamalla tai hiomalla emakon nisien ja pahnuetovereiden suojaamiseksi vaurioilta. Kuten hännän typistämistä, sitä ei EU:n lainsäädännön mukaan saa tehdä rutiininomaisesti: se on sallittua ensimmäisten seitsemän elinpäivän aikana ja vain, jos tällaisia vaurioita on esiintynyt.',
  },
  trailingHose: {
    title: 'Letku- ja laahakenkälevitin',
    definition:
      'Lietevaunu, jonka puomi levittää lietteen kapeina kaistoina maan pinnalle joko maahan asti roikkuvien letkujen kautta (letkulevitin) tai kasvuston alla maata pitkin liukuvien laahakenkien kautta (laahakenkälevitin). Molemmat ovat vähäpäästöisiä levitysmenetelmiä.',
  },
  utilisedAgriculturalArea: {
    title: 'Käytössä oleva maatalousmaa',
    definition:
      'Tilan viljelemä peltomaa, pysyvä nurmi, pysyvät viljelmät ja kotipuutarhat, olivatpa ne omia, vuokrattuja tai muulla perusteella käytössä. Metsää, rakennuksia, pihoja, teitä ja vesialueita ei lasketa mukaan.',
  },
  waterUse: {
    title: 'Vedenkulutus',
    definition:
      'Tilan vuoden aikana juottoon, rehun valmistukseen, pesuun ja jäähdytykseen käyttämä kokonaisvesimäärä kuutiometreinä, mieluiten vesimittarista luettuna. Lihasika juo noin 5–10 litraa ja imettävä emakko 25–40 litraa vuorokaudessa; vuotavat juomalaitteet ja pesu voivat lisätä kulutusta huomattavasti.',
  },
  weanedPiglet: {
    title: 'Vieroitettu porsas',
    definition:
      'Emakosta erotettu porsas, joka syö vain kiinteää rehua. Vieroitettuja porsaita kasvatetaan välikasvattamossa vieroituksesta, noin 6–8 kg:n painosta, siihen asti, kun ne siirretään lihasikalaan noin 25–30 kg:n painoisina.',
  },
  weaning: {
    title: 'Vieroitus',
    definition:
      'Porsaiden erottaminen emakosta, jolloin imetyskausi päättyy. EU:ssa porsaita ei saa vieroittaa alle 28 päivän ikäisinä tai, jos ne siirretään erityisiin tyhjennettyihin ja puhdistettuihin tiloihin, alle 21 päivän ikäisinä.',
  },
};
