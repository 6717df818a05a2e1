import type { GlossaryContent } from './helpContent';

export const glossaryPl: GlossaryContent = {
  advisoryServices: {
    title: 'Doradztwo rolnicze',
    definition:
      'Porady dotyczące produkcji, zdrowia zwierząt, środowiska, ekonomiki lub zarządzania gospodarstwem, udzielane np. przez publiczny ośrodek doradztwa rolniczego, prywatnego doradcę lub organizację producentów. Wizyty handlowe dostawców pasz lub wyposażenia się nie liczą.',
  },
  africanSwineFever: {
    title: 'Afrykański pomór świń (ASF)',
    definition:
      'Wysoce zaraźliwa choroba wirusowa świń domowych i dzików, która zabija większość zakażonych zwierząt; nie ma przeciw niej szczepionki ani leczenia. Nie jest groźna dla ludzi, ale jej wystąpienie oznacza likwidację stada i ograniczenia w przemieszczaniu świń na całym obszarze, dlatego jedyną ochroną jest ścisła bioasekuracja.',
  },
  airScrubber: {
    title: 'Płuczka powietrza',
    definition:
      'Urządzenie, przez które przepuszcza się powietrze wywiewane z chlewni z wentylacją mechaniczną, aby usunąć z niego amoniak, pył i odory. Płuczki kwasowe wychwytują głównie amoniak, a płuczki biologiczne i biofiltry ograniczają także odory.',
  },
  ammoniaEmissions: {
    title: 'Emisja amoniaku',
    definition:
      'Amoniak (NH₃) ulatnia się z nawozów naturalnych w budynku inwentarskim, podczas przechowywania i po wywiezieniu na pole. Zakwasza i nadmiernie użyźnia gleby i wody, szkodzi wrażliwym siedliskom przyrodniczym i przyczynia się do powstawania pyłów drobnych; ograniczają ją pasze o niższej zawartości białka, przykryte zbiorniki i aplikacja niskoemisyjna.',
  },
  animalWelfare: {
    title: 'Dobrostan zwierząt',
    definition:
      'Stan fizyczny i psychiczny zwierzęcia w odniesieniu do warunków, w jakich żyje i umiera. Dobry dobrostan oznacza, że świnie są zdrowe, dobrze żywione, mają wygodne warunki, nie odczuwają bólu ani strachu i mogą zachowywać się naturalnie, np. ryć i badać otoczenie.',
  },
  animalWelfareIndicators: {
    title: 'Wskaźniki dobrostanu zwierząt',
    definition:
      'Mierzalne oznaki dobrostanu świń, oceniane na samych zwierzętach (uszkodzenia ogonów i skóry, kulawizny, zabrudzenie, śmiertelność) lub w ich otoczeniu (powierzchnia na zwierzę, rodzaj podłogi, materiał manipulacyjny, światło dzienne). Wskaźniki oceniane na zwierzętach, np. liczba świń ze świeżymi uszkodzeniami ogona w kojcu, pokazują rzeczywisty efekt warunków utrzymania i zarządzania.',
  },
  antimicrobialUse: {
    title: 'Stosowanie środków przeciwdrobnoustrojowych',
    definition:
      'Stosowanie antybiotyków i innych leków przeciwdrobnoustrojowych w celu leczenia zakażeń lub zapobiegania im. Każde użycie zwiększa ryzyko powstania bakterii opornych, dlatego należy je ograniczać do minimum i podawać wyłącznie na podstawie recepty lekarza weterynarii; od 2022 r. prawo UE zakazuje ich rutynowego stosowania zapobiegawczego.',
  },
  averageDailyGain: {
    title: 'Średni przyrost dzienny',
    definition:
      'Średnie dzienne zwiększenie masy ciała świni w danym okresie, w gramach na dzień: przyrost masy podzielony przez liczbę dni. W tuczu typowe są wartości od 700 do 950 g/dzień.',
  },
  biogasPlant: {
    title: 'Biogazownia',
    definition:
      'Instalacja, w której bakterie rozkładają beztlenowo nawozy naturalne i inne surowce organiczne, wytwarzając biogaz (głównie metan) spalany w celu produkcji energii elektrycznej i ciepła. Powstający poferment wykorzystuje się jako nawóz, a fermentacja świeżej gnojowicy ogranicza też emisję metanu z jej przechowywania.',
  },
  biosecurity: {
    title: 'Bioasekuracja',
    definition:
      'Wszystkie działania, które zapobiegają wprowadzeniu chorób do gospodarstwa (bioasekuracja zewnętrzna) i ich szerzeniu się w jego obrębie (bioasekuracja wewnętrzna). Należą do nich m.in. ogrodzenie, śluza sanitarna z odzieżą i obuwiem używanymi tylko w gospodarstwie, kwarantanna kupowanych zwierząt, kontrola osób odwiedzających, pojazdów i gryzoni oraz system „całe pomieszczenie pełne – całe puste”.',
  },
  castration: {
    title: 'Kastracja prosiąt',
    definition:
      'Usunięcie jąder knurków w celu zapobieżenia zapachowi knura – nieprzyjemnej woni mięsa części niekastrowanych samców. Zgodnie z prawem UE kastrację po siódmym dniu życia może przeprowadzić wyłącznie lekarz weterynarii, w znieczuleniu i z przedłużonym działaniem przeciwbólowym; alternatywą są immunokastracja i tucz knurków niekastrowanych.',
  },
  crudeProtein: {
    title: 'Białko ogólne',
    definition:
      'Zawartość białka w paszy oznaczona w laboratorium (zawartość azotu × 6,25), podawana w procentach masy paszy. Pasza o niższej zawartości białka ogólnego, uzupełniona aminokwasami, zmniejsza wydalanie azotu i emisję amoniaku bez pogorszenia przyrostów.',
  },
  debtToAssetsRatio: {
    title: 'Wskaźnik zadłużenia',
    definition:
      'Suma zobowiązań (kredytów, pożyczek i innych długów) podzielona przez wartość aktywów gospodarstwa (ziemi, budynków, maszyn, zwierząt, zapasów i środków pieniężnych), pomnożona przez 100. Im niższy odsetek, tym gospodarstwo jest bardziej niezależne finansowo; wartości powyżej ok. 60% uznaje się zwykle za oznakę wysokiego ryzyka finansowego.',
  },
  deepLitter: {
    title: 'Głęboka ściółka',
    definition:
      'System utrzymania, w którym gruba warstwa słomy lub innej ściółki pozostaje w kojcu, jest regularnie uzupełniana i usuwana dopiero po zakończeniu cyklu lub w długich odstępach. Zapewnia świniom komfort i materiał do rycia, a zamiast gnojowicy powstaje obornik.',
  },
  enrichmentMaterial: {
    title: 'Materiał manipulacyjny',
    definition:
      'Materiał, który świnie mogą badać, ryć, gryźć i niszczyć, np. słoma, siano, drewno, trociny, kompost lub torf. Prawo UE wymaga stałego dostępu do wystarczającej ilości takiego materiału; sam łańcuch lub piłka nie wystarczą, bo świnie szybko tracą nimi zainteresowanie, a brak materiału manipulacyjnego zwiększa ryzyko obgryzania ogonów.',
  },
  farmIncome: {
    title: 'Dochód z gospodarstwa rolnego',
    definition:
      'Kwota, którą gospodarstwo zarabia w ciągu roku po pokryciu wszystkich kosztów: wartość produkcji (sprzedaż świń i innych produktów wraz z dopłatami) pomniejszona o koszty pasz, zwierząt, energii, usług, amortyzacji, pracy najemnej, dzierżawy i odsetek. Stanowi wynagrodzenie za własną pracę rodziny, jej ziemię i kapitał.',
  },
  farrowToFinish: {
    title: 'Gospodarstwo o cyklu zamkniętym',
    definition:
      'Gospodarstwo, które utrzymuje lochy i tuczy własne prosięta aż do uboju, tak że wszystkie etapy produkcji odbywają się w jednym miejscu. Ponieważ nie kupuje się prosiąt z zewnątrz, ryzyko wprowadzenia chorób jest mniejsze.',
  },
  farrowing: {
    title: 'Oproszenie',
    definition:
      'Poród u lochy. Locha prosi się po ciąży trwającej ok. 115 dni (trzy miesiące, trzy tygodnie i trzy dni) i zwykle kilka dni wcześniej jest przenoszona do porodówki.',
  },
  farrowingCrate: {
    title: 'Kojec porodowy z jarzmem',
    definition:
      'Metalowa konstrukcja (jarzmo) w kojcu porodowym, która ogranicza ruchy lochy, aby zmniejszyć ryzyko przygniecenia prosiąt. W swobodnym kojcu porodowym locha może się poruszać i obracać, a przy czasowym unieruchomieniu przebywa w jarzmie tylko kilka dni wokół porodu.',
  },
  fatteningPig: {
    title: 'Tucznik',
    definition:
      'Świnia utrzymywana na mięso od zakończenia odchowu warchlaków (ok. 25–30 kg) do uboju, zwykle przy masie ciała 100–130 kg. Tucz dzieli się często na okres wstępny (do ok. 60 kg) i okres końcowy.',
  },
  fatteningPlace: {
    title: 'Stanowisko tuczowe',
    definition:
      'Miejsce dla jednego tucznika w budynku, wynikające z powierzchni kojca i prawnie wymaganej minimalnej powierzchni na zwierzę. Ponieważ przez jedno stanowisko przechodzi w ciągu roku kilka rzutów (zwykle 2,5–3,5), liczba sprzedanych tuczników jest większa niż liczba stanowisk.',
  },
  feedConversionRatio: {
    title: 'Zużycie paszy na 1 kg przyrostu (FCR)',
    definition:
      'Ilość paszy potrzebna do uzyskania jednego kilograma przyrostu masy ciała, w kg paszy na kg przyrostu; im niższa wartość, tym produkcja jest efektywniejsza. W tuczu wynosi zwykle od 2,5 do 3,0, a lepszy wynik oznacza niższe koszty paszy i mniejsze wydalanie składników pokarmowych na kilogram mięsa.',
  },
  fertilisationPlan: {
    title: 'Plan nawożenia',
    definition:
      'Sporządzany przed sezonem wegetacyjnym plan, ile azotu, fosforu i potasu otrzyma każde pole z nawozów naturalnych i mineralnych, oparty na potrzebach roślin i wynikach analiz gleby. Zapobiega przenawożeniu i stratom składników pokarmowych do wód.',
  },
  gilt: {
    title: 'Loszka',
    definition:
      'Młoda samica przeznaczona do rozrodu, która nie miała jeszcze pierwszego miotu. Loszka pokryta została zainseminowana lub pokryta przez knura; w ankiecie loszki pokryte liczy się razem z lochami.',
  },
  greenhouseGases: {
    title: 'Gazy cieplarniane',
    definition:
      'Gazy ocieplające klimat. W produkcji świń są to głównie metan z przechowywania nawozów naturalnych, podtlenek azotu z nawozów i nawożonych gleb oraz dwutlenek węgla ze zużycia energii oraz z uprawy i transportu pasz; sumuje się je jako ekwiwalent CO₂.',
  },
  groupHousing: {
    title: 'Grupowe utrzymanie loch',
    definition:
      'Utrzymywanie loch i loszek razem w kojcach grupowych zamiast w kojcach indywidualnych. Prawo UE wymaga go od czterech tygodni po pokryciu do tygodnia przed przewidywanym porodem, przy co najmniej 2,25 m² powierzchni podłogi na lochę i 1,64 m² na loszkę.',
  },
  groupTreatment: {
    title: 'Leczenie grupowe',
    definition:
      'Jednoczesne leczenie całego kojca, komory lub partii świń, zwykle przez wodę do picia lub paszę leczniczą. Każdy cykl leczenia jednej grupy liczy się jako jedno leczenie grupowe, niezależnie od liczby świń w grupie.',
  },
  herdHealthPlan: {
    title: 'Plan zdrowia stada',
    definition:
      'Pisemny plan, opracowany z lekarzem weterynarii opiekującym się gospodarstwem, określający działania utrzymujące stado w zdrowiu: szczepienia, zwalczanie pasożytów, bioasekurację, schematy leczenia i regularne wizyty kontrolne. Aktualizuje się go co najmniej raz w roku.',
  },
  immunocastration: {
    title: 'Immunokastracja',
    definition:
      'Alternatywa dla kastracji chirurgicznej: knurki otrzymują dwie dawki szczepionki, która czasowo hamuje czynność jąder, przy czym drugą kilka tygodni przed ubojem. Zapobiega zapachowi knura bez zabiegu i bólu.',
  },
  labourInput: {
    title: 'Nakłady pracy',
    definition:
      'Łączny czas pracy w produkcji świń w ciągu roku, w godzinach, wszystkich zaangażowanych osób: kierującego gospodarstwem, członków rodziny, pracowników stałych i sezonowych. Obejmuje karmienie, sprzątanie, opiekę nad zwierzętami, obsługę nawozów naturalnych i prace biurowe, ale nie prace wykonywane przez firmy usługowe.',
  },
  leanMeatPercentage: {
    title: 'Mięsność tuszy',
    definition:
      'Procentowy udział mięsa (tkanki mięśniowej) w tuszy, mierzony w zakładzie mięsnym aparatem do klasyfikacji; decyduje o klasie w systemie EUROP i w dużej mierze o cenie. Typowe wartości to ok. 55–62%.',
  },
  littersPerSow: {
    title: 'Liczba miotów od lochy w roku',
    definition:
      'Liczba oproszeń w ciągu roku podzielona przez średnią liczbę loch i loszek pokrytych. Zależy od długości laktacji i liczby dni jałowych i wynosi zwykle od 2,2 do 2,4.',
  },
  livestockUnit: {
    title: 'Duża jednostka przeliczeniowa (DJP)',
    definition:
      'Jednostka umożliwiająca sumowanie różnych gatunków i grup zwierząt; jedna DJP odpowiada jednej dorosłej krowie mlecznej. W statystyce UE locha hodowlana to 0,5 DJP, inna świnia o masie co najmniej 20 kg – 0,3 DJP, a prosię poniżej 20 kg – 0,027 DJP.',
  },
  lowEmissionApplication: {
    title: 'Aplikacja niskoemisyjna',
    definition:
      'Stosowanie gnojowicy w sposób ograniczający jej kontakt z powietrzem: pasmowo wężami wleczonymi lub aplikatorem płozowym, przez iniekcję doglebową albo przez przyoranie w ciągu czterech godzin. W porównaniu z rozlewaniem powierzchniowym płytą rozbryzgową techniki te zmniejszają straty amoniaku o ok. 30–90%.',
  },
  manure: {
    title: 'Nawozy naturalne',
    definition:
      'Odchody zwierząt gospodarskich (kał i mocz), ze ściółką lub bez niej, wykorzystywane do nawożenia. W ankiecie pojęcie to obejmuje zarówno płynną gnojowicę, jak i obornik, który zawiera słomę i można go składować w pryzmie.',
  },
  manureStorage: {
    title: 'Pojemność urządzeń do przechowywania nawozów',
    definition:
      'Objętość urządzeń, w których nawozy naturalne przechowuje się do czasu wywiezienia na pole (zbiorników, kanałów pod podłogą szczelinową, lagun, płyt obornikowych), wyrażana także liczbą miesięcy, na jaką wystarczą bez opróżniania. Musi obejmować co najmniej okresy zakazu nawożenia, zwykle od czterech do sześciu miesięcy lub dłużej.',
  },
  mortality: {
    title: 'Śmiertelność',
    definition:
      'Odsetek zwierząt, które padły lub musiały zostać poddane eutanazji, w stosunku do liczby zwierząt w danej fazie produkcji. Śmiertelność prosiąt przed odsadzeniem liczy się od prosiąt urodzonych żywo, a śmiertelność w tuczu od świń wstawionych do tuczu.',
  },
  natura2000: {
    title: 'Natura 2000',
    definition:
      'Europejska sieć obszarów chronionych wyznaczanych na podstawie dyrektywy ptasiej i dyrektywy siedliskowej w celu ochrony rzadkich i zagrożonych gatunków oraz siedlisk. Depozycja amoniaku i azotu z pobliskich ferm może szkodzić wrażliwym siedliskom, dlatego nowe lub rozbudowywane fermy w pobliżu takich obszarów mogą wymagać oceny oddziaływania.',
  },
  nitrateVulnerableZone: {
    title: 'Obszar szczególnie narażony (OSN)',
    definition:
      'Obszar wyznaczony na podstawie dyrektywy azotanowej UE, na którym wody są zanieczyszczone azotanami pochodzenia rolniczego lub zagrożone takim zanieczyszczeniem. Obowiązują tam surowsze zasady, np. najwyżej 170 kg azotu na hektar rocznie z nawozów naturalnych i okresy zakazu nawożenia.',
  },
  nitrogenBalance: {
    title: 'Bilans azotu',
    definition:
      'Różnica między azotem wprowadzonym do gospodarstwa (w paszach, zwierzętach, nawozach mineralnych, z opadem atmosferycznym i przez rośliny motylkowe) a azotem, który opuszcza je w produktach (zwierzętach, płodach rolnych, sprzedanych nawozach naturalnych). Nadwyżka, w kg azotu na hektar, pokazuje ryzyko strat do powietrza i wód.',
  },
  odourNuisance: {
    title: 'Uciążliwość zapachowa',
    definition:
      'Dokuczliwość dla sąsiadów zapachów z budynków inwentarskich, z przechowywania nawozów naturalnych i z ich rozlewania. Zależy od wielkości gospodarstwa, odległości od zabudowy mieszkalnej, wiatru i podjętych działań, takich jak płuczki powietrza, przykryte zbiorniki, aplikacja niskoemisyjna i pasy zieleni.',
  },
  phytase: {
    title: 'Fitaza',
    definition:
      'Enzym dodawany do paszy dla świń, który uwalnia fosfor związany w nasionach roślin w postaci fitynianów, niedostępny w innym przypadku dla świń. Można wtedy dodawać mniej fosforanów paszowych, a zawartość fosforu w nawozach naturalnych spada o mniej więcej jedną czwartą do jednej trzeciej.',
  },
  pigletsWeanedPerSow: {
    title: 'Liczba prosiąt odsadzonych od lochy w roku',
    definition:
      'Liczba prosiąt odsadzonych w ciągu roku podzielona przez średnią liczbę loch i loszek pokrytych – główna miara produkcyjności stada loch. Dobre stada odsadzają od 25 do ponad 30 prosiąt od lochy rocznie.',
  },
  referenceYear: {
    title: 'Rok odniesienia',
    definition:
      'Okres, którego dotyczą odpowiedzi: rok kalendarzowy 2017, od 1 stycznia do 31 grudnia 2017 r. Ilości podaje się jako sumy za ten rok, a liczby zwierząt jako średnie z tego roku, chyba że pytanie stanowi inaczej.',
  },
  renewableEnergy: {
    title: 'Energia ze źródeł odnawialnych',
    definition:
      'Energia ze źródeł, które odnawiają się w naturalny sposób: słońca, wiatru, wody, biomasy (drewna, słomy) i biogazu. Do energii elektrycznej ze źródeł odnawialnych zalicza się zarówno energię wytworzoną w gospodarstwie, jak i kupioną z gwarancją pochodzenia lub w certyfikowanej „zielonej” taryfie.',
  },
  service: {
    title: 'Krycie',
    definition:
      'Pokrycie lochy lub loszki przez knura albo jej sztuczne unasienienie. Od krycia do czasu krótko przed porodem zwierzęta przebywają w budynku dla loch luźnych i prośnych.',
  },
  slattedFloor: {
    title: 'Podłoga szczelinowa',
    definition:
      'Podłoga z rusztów betonowych, z tworzywa sztucznego lub metalowych, przez których szczeliny kał i mocz spadają do kanału poniżej; pełna podłoga szczelinowa pokrywa cały kojec, a częściowo szczelinowa pozostawia lite legowisko. Dla rusztów betonowych prawo UE ogranicza szerokość szczelin od 11 mm (prosięta) do 20 mm (lochy), aby nie dochodziło do urazów racic.',
  },
  slurry: {
    title: 'Gnojowica',
    definition:
      'Płynna mieszanina kału, moczu i wody z poideł i mycia, bez ściółki lub z niewielką jej ilością, gromadzona w kanałach pod podłogą szczelinową lub w zbiornikach. Jest głównym źródłem emisji amoniaku i metanu z ferm świń.',
  },
  slurryCover: {
    title: 'Przykrycie zbiornika na gnojowicę',
    definition:
      'Dach, strop, namiot, pływająca folia lub warstwa (keramzyt, sieczka ze słomy) albo naturalny kożuch na powierzchni przechowywanej gnojowicy. Przykrycie ogranicza emisję amoniaku i odorów oraz chroni przed wodą deszczową, dzięki czemu trzeba przechowywać i wywozić mniejszą objętość.',
  },
  sow: {
    title: 'Locha',
    definition:
      'Samica świni, która miała co najmniej jeden miot. Stado loch podaje się jako średnią liczbę loch i loszek pokrytych w ciągu roku, np. średnią ze stanów liczonych pierwszego dnia każdego miesiąca.',
  },
  spaceAllowance: {
    title: 'Powierzchnia kojca na świnię',
    definition:
      'Wolna powierzchnia podłogi przypadająca na jedną świnię w kojcu: powierzchnia kojca podzielona przez liczbę świń. Minimum UE dla warchlaków i tuczników rośnie z masą ciała, od 0,15 m² do 10 kg przez 0,65 m² przy 85–110 kg do 1,0 m² powyżej 110 kg.',
  },
  stockingDensity: {
    title: 'Obsada zwierząt',
    definition:
      'Liczba zwierząt w stosunku do dostępnej powierzchni. W kojcu jest odwrotnością powierzchni na świnię (liczba świń lub kg masy ciała na m²), a na poziomie gospodarstwa – liczbą DJP na hektar użytków rolnych, która pokazuje, czy gospodarstwo ma dość ziemi do zagospodarowania nawozów naturalnych.',
  },
  sustainabilityIndicator: {
    title: 'Wskaźnik zrównoważenia',
    definition:
      'Wartość obliczana z jednej lub kilku odpowiedzi, pokazująca, jak gospodarstwo wypada w danym aspekcie zrównoważonego rozwoju, np. aplikacji niskoemisyjnej lub powierzchni na świnię. W raportach wskaźniki są przeskalowane do zakresu od 0 do 100 i pogrupowane w podtematy i tematy formularzy dotyczących środowiska, dobrostanu zwierząt, ekonomii i aspektów społecznych.',
  },
  tailBiting: {
    title: 'Obgryzanie ogonów',
    definition:
      'Zaburzenie zachowania, w którym świnie gryzą ogony innych świń w kojcu, powodując rany, zakażenia i straty. Ma wiele przyczyn: brak materiału manipulacyjnego, zbyt dużą obsadę, zły mikroklimat, problemy z paszą i wodą, choroby i stres.',
  },
  tailDocking: {
    title: 'Obcinanie ogonów',
    definition:
      'Skracanie ogonów prosiąt w pierwszych dniach życia w celu ograniczenia ich obgryzania. Prawo UE zakazuje rutynowego obcinania: jest ono dopuszczalne tylko wtedy, gdy mimo poprawy warunków utrzymania i zarządzania dochodzi do pogryzień.',
  },
  teethClipping: {
    title: 'Skracanie i szlifowanie kiełków',
    definition:
      'Skracanie ostrych kiełków nowo narodzonych prosiąt przez obcinanie lub szlifowanie, aby chronić sutki lochy i rodzeństwo przed zranieniem. Podobnie jak w przypadku obcinania ogonów prawo UE zakazuje robienia tego rutynowo: zabieg jest dopuszczalny w ciągu pierwszych siedmiu dni życia i tylko wtedy, gdy dochodzi do takich zranień.',
  },
  trailingHose: {
    title: 'Węże wleczone i aplikator płozowy',
    definition:
      'Wozy asenizacyjne z belką, która umieszcza gnojowicę wąskimi pasami na powierzchni pola przez węże sięgające gleby (węże wleczone) lub przez płozy sunące po glebie pod okrywą roślin (aplikator płozowy). Obie metody należą do technik aplikacji niskoemisyjnej.',
  },
  utilisedAgriculturalArea: {
    title: 'Użytki rolne (UR)',
    definition:
      'Powierzchnia gruntów ornych, trwałych użytków zielonych, upraw trwałych i ogrodów przydomowych użytkowanych przez gospodarstwo, zarówno własnych, jak i dzierżawionych lub użytkowanych na innej podstawie. Nie obejmuje lasów, budynków, podwórzy, dróg i wód.',
  },
  waterUse: {
    title: 'Zużycie wody',
    definition:
      'Całkowita ilość wody zużytej w gospodarstwie w ciągu roku do pojenia, przygotowania paszy, mycia i chłodzenia, w m³, najlepiej odczytana z wodomierza. Tucznik wypija ok. 5–10 litrów dziennie, a locha karmiąca 25–40 litrów; nieszczelne poidła i mycie mogą znacznie zwiększyć zużycie.',
  },
  weanedPiglet: {
    title: 'Warchlak',
    definition:
      'Prosię oddzielone od lochy, żywione wyłącznie paszą stałą. Warchlaki przebywają w odchowalni od odsadzenia, przy masie ok. 6–8 kg, do przeniesienia do tuczu przy ok. 25–30 kg.',
  },
  weaning: {
    title: 'Odsadzenie',
    definition:
      'Oddzielenie prosiąt od lochy, kończące okres ssania. W UE prosięta nie mogą być odsadzane przed ukończeniem 28 dni życia albo 21 dni, jeśli są przenoszone do specjalnych pomieszczeń, które zostały opróżnione i oczyszczone.',
  },
};
