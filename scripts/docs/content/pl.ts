import type { LanguageDocs } from './types';

const pl: LanguageDocs = {
  productName: 'Ankiety terenowe',
  instruction: {
    title: 'Instrukcja użytkownika',
    subtitle: 'Praca z Ankietami terenowymi: dla rolników, ekspertów, koordynatorów i obserwatorów',
    sections: [
      {
        heading: 'O platformie',
        blocks: [
          'Ankiety terenowe to platforma krajowego inspektoratu ochrony środowiska służąca do oceny zrównoważonego rozwoju gospodarstw utrzymujących świnie. Rolnicy, eksperci, koordynatorzy i obserwatorzy pracują z jednostkami (gospodarstwami) i wypełnianymi dla nich ankietami. Administratorzy projektują ankiety i zarządzają kontami; ich praca nie jest opisana w tej instrukcji.',
        ],
      },
      {
        heading: 'Rejestracja i aktywacja konta',
        blocks: [
          'Na stronie logowania wybierz Załóż konto. Podaj adres e-mail zapisany małymi literami, język konta i swoją rolę, a następnie ustaw hasło: co najmniej 8 znaków, w tym wielka i mała litera, cyfra i znak specjalny, bez spacji. Wpisz hasło po raz drugi, aby je potwierdzić.',
          'Po rejestracji otrzymasz wiadomość e-mail z linkiem aktywacyjnym ważnym przez 72 godziny. Otwórz link i potwierdź aktywację. Dalszy przebieg zależy od roli:',
          [
            'Rolnik (hodowca świń): nie wybierasz instytucji. Konto jest aktywne od razu po otwarciu linku aktywacyjnego.',
            'Ekspert: wybierz typ instytucji i instytucję. Konto jest aktywne od razu po otwarciu linku aktywacyjnego.',
            'Koordynator i obserwator (tylko odczyt): wybierz typ instytucji i instytucję. Po aktywacji administrator sprawdza i zatwierdza konto; zalogujesz się, gdy zostanie zatwierdzone.',
            'Administrator: konto zatwierdza główny administrator.',
          ],
          'Jeśli wiadomość nie dotarła, sprawdź folder ze spamem. Jeśli link wygasł, spróbuj się zalogować – aplikacja zaproponuje wysłanie nowego linku aktywacyjnego.',
        ],
      },
      {
        heading: 'Logowanie i wylogowanie',
        blocks: [
          'Zaloguj się adresem e-mail i hasłem; przycisk z ikoną oka pokazuje lub ukrywa wpisywane hasło. Przy pierwszym logowaniu przeczytaj warunki ochrony danych, zaznacz pole wyboru i potwierdź. Następnie zobaczysz listę ankiet.',
          'Jeśli nie pamiętasz hasła, wybierz Nie pamiętasz hasła? i podaj adres e-mail. Otrzymany link działa jeden raz i przez godzinę. W nagłówku znajdziesz swój adres e-mail oraz przyciski Zmień hasło i Wyloguj; na wąskich ekranach są one zebrane w menu. Po zakończeniu pracy wyloguj się, zwłaszcza na wspólnym komputerze.',
        ],
      },
      {
        heading: 'Jednostki i lista ankiet',
        blocks: [
          'Główny obszar ma zakładki Ankiety, Jednostki oraz – dla ról, które mają do niej dostęp – Eksport danych. Obie listy można filtrować w panelu nad tabelą, sortować, klikając nagłówek kolumny (rosnąco, malejąco, bez sortowania), i przeglądać strona po stronie, po 20 wierszy. Zmiana filtra przenosi na pierwszą stronę.',
          [
            'Jednostki: jednostka to gospodarstwo z nazwą, typem i instytucją. Rolnicy i eksperci dodają jednostki przyciskiem Nowa jednostka; ekspert może zostać przypisany do jednostki rolnika. Właściciel jednostki może edytować jej nazwę i opis oraz ją usunąć, dopóki nie ma do niej żadnej ankiety.',
            'Nowa ankieta: w wierszu jednostki wybierz Nowa ankieta i typ ankiety. Nowa ankieta otwiera się od razu, gotowa do wypełniania.',
            'Ankiety: lista pokazuje jednostkę, instytucję, typ ankiety, status i datę dodania ankiety. Pokaż otwiera ankietę do odczytu, a Edytuj – do wypełniania; Usuń usuwa ankietę, w której nie przesłano jeszcze żadnego formularza.',
            'Koordynatorzy zatwierdzają ankiety przyciskiem Zatwierdź – zatwierdzonej ankiety nie można już edytować; Odblokuj przywraca ankietę do poprawek. Obserwatorzy mogą jedynie przeglądać jednostki i ankiety.',
          ],
        ],
      },
      {
        heading: 'Wypełnianie ankiety',
        blocks: [
          'Ankieta składa się z formularzy (zakładki u góry), formularz – z podformularzy (lista z boku), a podformularz – z grup pytań (przyciski nad pytaniami). W nagłówku widać typ ankiety i kod jednostki. Przy każdym podformularzu widać, ile jego grup pytań jest kompletnych; ukończone podformularze są oznaczone na zielono.',
          'Każde pytanie ma numer; gwiazdka oznacza pytanie zalecane, potrzebne do raportów. Ikona znaku zapytania pokazuje podpowiedź. Odpowiadaj za pomocą dostępnej kontrolki: listy, pól wyboru, oceny od 1 do 5, odpowiedzi tak lub nie, liczby, daty, tekstu lub mapy.',
          [
            'Liczby dziesiętne wpisuj z przecinkiem, np. 12,5 (kropka nie jest akceptowana). Wartości spoza dozwolonego zakresu są oznaczane na czerwono i nie są zapisywane.',
            'Daty wpisuj w formacie dd/mm/rrrr; nie można wybrać daty z przyszłości.',
            'Położenie można zaznaczyć na mapie albo wpisać jako współrzędne WGS-84 lub UTM. Mapy z kwadratami siatki nie można obsługiwać klawiaturą; jeśli potrzebujesz przy niej pomocy, skontaktuj się z koordynatorem.',
            'Ponowne wybranie tej samej opcji w pytaniu jednokrotnego wyboru czyści odpowiedź.',
          ],
        ],
      },
      {
        heading: 'Automatyczne zapisywanie',
        blocks: [
          'Nie ma przycisku Zapisz: każda odpowiedź zapisuje się automatycznie około sekundy po zakończeniu pisania lub wybierania (w przypadku dat i dłuższych tekstów nieco później). Wskaźnik przy pytaniu pokazuje stan: kręcące się kółko podczas zapisu, zielony znacznik z datą i godziną zapisu, gdy odpowiedź jest zapisana, oraz czerwoną ikonę, gdy zapis się nie powiódł. W razie błędu komunikat wyjaśnia jego przyczynę; po kliknięciu OK pytanie zostaje wczytane ponownie – sprawdź odpowiedź i w razie potrzeby wpisz ją jeszcze raz.',
        ],
      },
      {
        heading: 'Grupy pytań i pytania pominięte',
        blocks: [
          'Każdy przycisk grupy pokazuje nazwę grupy i liczbę pytań, na które udzielono odpowiedzi, np. 4/6; liczby są pogrubione, gdy grupa jest kompletna. Niektóre grupy można powtarzać, np. dla każdego budynku lub kojca: przycisk Dodaj tworzy kolejną kopię, a przycisk usuwania usuwa jedną z nich (po potwierdzeniu; ostatniej kopii nie można usunąć). Grupy opcjonalne włącza się i wyłącza polami wyboru w oknie grup opcjonalnych podformularza.',
          'Niektóre odpowiedzi sprawiają, że kolejne pytania przestają mieć znaczenie. Takie pytania są wtedy wyszarzone i nie można na nie odpowiedzieć, zapisane w nich odpowiedzi są usuwane, a same pytania liczą się jako kompletne, ale nie są wliczane do postępu. Jeśli zmienisz odpowiedź, która spowodowała pominięcie, pytania znów staną się dostępne – puste.',
        ],
      },
      {
        heading: 'Przesyłanie formularzy',
        blocks: [
          'Gdy odpowiesz na wszystkie pytania formularza, sprawdź liczniki na liście podformularzy i prześlij formularz. Przesłany formularz jest zablokowany: jego zakładki nie można już otworzyć do edycji (z wyjątkiem koordynatorów). Ankiety, w której przesłano choć jeden formularz, nie można usunąć. Gdy wszystkie formularze są przesłane, koordynator zatwierdza ankietę. Jeśli trzeba coś poprawić, poproś koordynatora o jej odblokowanie.',
        ],
      },
      {
        heading: 'Raporty',
        blocks: [
          'Dla każdego formularza z wyjątkiem pierwszego panel boczny zawiera przycisk Generuj raport. Raport wymaga odpowiedzi na pytania zalecane (oznaczone gwiazdką); jeśli ich brakuje, aplikacja pokaże, co zostało już wypełnione. Gdy raport jest gotowy, wybierz Pokaż raport.',
          'Raport zawiera wykresy radarowe tematów i podtematów oraz wykres słupkowy wskaźników w skali od 0 do 100. Wybierz punkt wykresu, aby przejść od tematu do jego podtematów i wskaźników. Możesz wyświetlić tabelę wartości pierwotnych, porównać wyniki ze średnią dla jednostek tego samego typu i wydrukować wykresy do pliku PDF.',
        ],
      },
      {
        heading: 'Języki',
        blocks: [
          'Aplikacja jest dostępna w językach angielskim, polskim, niemieckim, fińskim, włoskim i niderlandzkim. Przed zalogowaniem używa języka przeglądarki, jeśli jest jednym z nich, a w przeciwnym razie angielskiego; język można zmienić przełącznikiem języka. Po zalogowaniu aplikacja używa języka konta wybranego podczas rejestracji. W tym samym języku wyświetlane są treści ankiet, komunikaty i wiadomości e-mail.',
        ],
      },
      {
        heading: 'Pomoc',
        blocks: [
          [
            'W ankiecie okna Instrukcja i Słowniczek wyjaśniają zasady udzielania odpowiedzi i używane pojęcia; znak zapytania przy pytaniu daje podpowiedź do tego pytania.',
            'W sprawach jednostek, ankiet lub konta skontaktuj się z koordynatorem swojej instytucji albo z administratorem.',
            'W przypadku problemów technicznych zanotuj wykonane czynności i treść komunikatu, a następnie skontaktuj się z inspektoratem, korzystając z danych kontaktowych na jego stronie internetowej.',
            'Polityka prywatności jest dostępna w nagłówku, a deklaracja dostępności – w stopce każdej strony.',
          ],
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Polityka prywatności',
    subtitle: 'Informacja o przetwarzaniu danych osobowych w Ankietach terenowych (art. 13 i 14 RODO)',
    sections: [
      {
        heading: 'Administrator danych',
        blocks: [
          'Administratorem Twoich danych osobowych przetwarzanych w Ankietach terenowych jest krajowy inspektorat ochrony środowiska (dalej: inspektorat).',
        ],
      },
      {
        heading: 'Inspektor ochrony danych',
        blocks: [
          'Inspektorat wyznaczył inspektora ochrony danych. We wszystkich sprawach dotyczących przetwarzania Twoich danych osobowych i korzystania z przysługujących Ci praw możesz kontaktować się z inspektorem ochrony danych inspektoratu, dostępnym za pośrednictwem danych kontaktowych podanych na stronie internetowej inspektoratu.',
        ],
      },
      {
        heading: 'Cele i podstawa prawna przetwarzania',
        blocks: [
          'Przetwarzamy dane osobowe wyłącznie w zakresie niezbędnym do następujących celów:',
          [
            'zakładania i prowadzenia kont użytkowników, zatwierdzania ról oraz udzielania dostępu do jednostek i ankiet;',
            'zbierania i przechowywania odpowiedzi z ankiet dotyczących jednostek na potrzeby monitoringu oddziaływania na środowisko i zrównoważonego rozwoju gospodarstw utrzymujących świnie;',
            'obliczania wskaźników oraz przygotowywania raportów, porównań ze średnimi i zestawień statystycznych;',
            'wysyłania wiadomości e-mail związanych z obsługą konta, takich jak linki aktywacyjne i linki do ustawienia nowego hasła;',
            'zapewnienia bezpieczeństwa i prawidłowego działania platformy, w tym wyjaśniania błędów i incydentów.',
          ],
          'Podstawą prawną jest art. 6 ust. 1 lit. c RODO – gdy przetwarzanie jest niezbędne do wypełnienia obowiązków prawnych inspektoratu w zakresie monitoringu i kontroli środowiska – oraz art. 6 ust. 1 lit. e RODO – gdy jest niezbędne do wykonania zadania realizowanego w interesie publicznym lub w ramach sprawowania władzy publicznej powierzonej inspektoratowi. Podanie danych jest dobrowolne, ale bez danych konta nie można korzystać z platformy.',
        ],
      },
      {
        heading: 'Kategorie danych',
        blocks: [
          [
            'Dane konta: adres e-mail, hasło (przechowywane wyłącznie w postaci bezpiecznego skrótu), rola, język, typ instytucji i instytucja, daty rejestracji, aktywacji, zatwierdzenia i dezaktywacji, akceptacja warunków ochrony danych oraz typy ankiet, do których masz uprawnienia.',
            'Dane jednostki: nazwa i opis jednostki, jej numer i typ, instytucja, adres e-mail właściciela, przypisani eksperci oraz położenie geograficzne jednostki.',
            'Odpowiedzi: odpowiedzi udzielone w ankietach, w tym liczby, teksty, daty i miejsca zaznaczone na mapach, wraz z czasem zapisania każdej odpowiedzi oraz statusem formularzy i ankiet.',
            'Logi techniczne: adres IP, data i godzina, żądany adres, wynik żądania, identyfikator przeglądarki oraz komunikaty o błędach.',
          ],
          'Dane jednostki podaje zwykle jej właściciel lub współpracujący z nim ekspert; dane konta podaje jego posiadacz.',
        ],
      },
      {
        heading: 'Okres przechowywania',
        blocks: [
          [
            'Dane konta: przez czas istnienia konta. Po dezaktywacji lub usunięciu konta przechowujemy dane pozwalające ustalić, kto wprowadził lub zatwierdził odpowiedzi, tak długo, jak przechowywane są dane ankiet, których to dotyczy.',
            'Dane jednostek i odpowiedzi: przez czas trwania programu monitoringu, a następnie przez okres wynikający z przepisów o archiwizacji obowiązujących inspektorat.',
            'Logi techniczne: do 12 miesięcy, chyba że są dłużej potrzebne do wyjaśnienia konkretnego incydentu bezpieczeństwa.',
            'Raporty i zestawienia statystyczne, które nie pozwalają już zidentyfikować żadnej osoby, mogą być przechowywane bez ograniczenia czasowego.',
          ],
        ],
      },
      {
        heading: 'Odbiorcy danych',
        blocks: [
          'Dostęp do Twoich danych mają wyłącznie osoby, które potrzebują ich w swojej pracy:',
          [
            'upoważnieni pracownicy inspektoratu i inspektoratów regionalnych;',
            'inni użytkownicy platformy w zakresie swoich ról: eksperci przypisani do jednostki, koordynatorzy i obserwatorzy danej instytucji oraz administratorzy;',
            'dostawcy usług informatycznych, którzy w imieniu inspektoratu utrzymują platformę i wysyłają jej wiadomości e-mail, na podstawie umowy powierzenia przetwarzania danych (art. 28 RODO);',
            'organy publiczne i sądy, jeżeli obowiązek udostępnienia danych wynika z przepisów prawa.',
          ],
          'Gdy wyświetlasz mapę, Twoja przeglądarka pobiera fragmenty mapy z publicznego serwisu mapowego, który otrzymuje przy tym Twój adres IP. Inspektorat nie przekazuje danych osobowych do państw spoza Europejskiego Obszaru Gospodarczego. Wyniki są publikowane wyłącznie w formie zbiorczej, która nie pozwala zidentyfikować poszczególnych gospodarstw ani osób.',
        ],
      },
      {
        heading: 'Twoje prawa',
        blocks: [
          'Masz prawo do:',
          [
            'dostępu do swoich danych i otrzymania ich kopii (art. 15 RODO);',
            'sprostowania nieprawidłowych danych (art. 16 RODO) – wiele z nich możesz poprawić samodzielnie, np. opis jednostki lub hasło;',
            'usunięcia danych (art. 17 RODO), gdy nie są już potrzebne i żaden obowiązek prawny nie wymaga ich przechowywania;',
            'ograniczenia przetwarzania (art. 18 RODO);',
            'wniesienia sprzeciwu – z przyczyn związanych z Twoją szczególną sytuacją – wobec przetwarzania opartego na art. 6 ust. 1 lit. e RODO (art. 21 RODO);',
            'wniesienia skargi do organu nadzorczego właściwego w sprawach ochrony danych osobowych.',
          ],
          'Prawo do przenoszenia danych nie ma zastosowania, ponieważ przetwarzanie nie opiera się ani na zgodzie, ani na umowie. Twoje dane nie służą do zautomatyzowanego podejmowania decyzji ani do profilowania; wskaźniki w raportach są obliczane automatycznie, ale nie wywołują wobec Ciebie skutków prawnych. Aby skorzystać ze swoich praw, skontaktuj się z inspektorem ochrony danych.',
        ],
      },
      {
        heading: 'Pliki cookie i pamięć sesji',
        blocks: [
          'Platforma używa jednego pliku cookie: `areYouOkWithCookie`. Zapamiętuje on akceptację informacji o plikach cookie, dzięki czemu informacja nie pojawia się ponownie, i wygasa po 150 dniach. Nie używamy plików cookie reklamowych ani analitycznych.',
          'Po zalogowaniu token logowania oraz informacje o zalogowanym użytkowniku i otwartej ankiecie są przechowywane w pamięci sesji przeglądarki (session storage). Są one potrzebne do utrzymania zalogowania i są usuwane po wylogowaniu lub zamknięciu karty przeglądarki.',
        ],
      },
      {
        heading: 'Zmiany polityki',
        blocks: [
          'Zaktualizujemy tę politykę, gdy zmieni się sposób przetwarzania danych; aktualna wersja jest zawsze dostępna w nagłówku aplikacji.',
        ],
      },
    ],
  },
};

export default pl;
