import type { InstructionContent } from './helpContent';

export const instructionPl: InstructionContent = {
  rules: [
    'Odpowiadaj za całe gospodarstwo (jednostkę) wskazane w nagłówku, ze wszystkimi budynkami i lokalizacjami, w których utrzymuje się świnie. Jedynie w grupach powtarzalnych, takich jak Budynek, Kojec czy Urządzenie do przechowywania nawozów naturalnych, odpowiada się osobno dla każdego budynku, kojca, urządzenia lub osoby.',
    'Wszystkie dane dotyczą roku kalendarzowego 2017, od 1 stycznia do 31 grudnia 2017 r. Ilości (paszy, wody, energii, sprzedanych świń) podawaj jako sumy za cały rok, a liczby zwierząt jako średnie roczne; budynki i wyposażenie opisuj według stanu na koniec 2017 r.',
    'Dane czerp przede wszystkim z dokumentacji: programu do zarządzania stadem, faktur, dowodów dostaw, rozliczeń z zakładem mięsnym, odczytów liczników i rachunkowości gospodarstwa. Jeśli brakuje dokumentów, podaj jak najlepszy szacunek zamiast zostawiać pytanie bez odpowiedzi.',
    'Liczby wpisuj w jednostce podanej w pytaniu (ha, m², m³, kg, t, kWh, EUR, %, dni), bez wpisywania samej jednostki. Część dziesiętną oddzielaj przecinkiem, np. 12,5, nie używaj spacji ani separatorów tysięcy, a wartości procentowe podawaj jako liczby od 0 do 100.',
    'Nie ma przycisku Zapisz: każda odpowiedź zapisuje się automatycznie około sekundy po zakończeniu pisania lub wybierania. Zielony znacznik z datą i godziną oznacza, że odpowiedź jest zapisana, a czerwona ikona – że nie została zapisana; wtedy sprawdź ją i wpisz ponownie. Wartości spoza dopuszczalnego zakresu są oznaczane i nie są zapisywane.',
    'Pytania oznaczone gwiazdką są zalecane: na ich podstawie oblicza się wskaźniki w raportach. Odpowiedz na nie w pierwszej kolejności i jak najdokładniej; nazwy formularzy w nawiasie wskazują, które raporty korzystają z odpowiedzi.',
    'Odpowiadaj na pytania w grupie po kolei, ponieważ niektóre odpowiedzi sprawiają, że kolejne pytania stają się zbędne – są one wtedy wyszarzone i liczą się jako kompletne. Grupę powtarzalną dodaj raz dla każdego budynku, urządzenia do przechowywania nawozów, kojca lub osoby, a grupy opcjonalne, takie jak Biogazownia, włączaj tylko wtedy, gdy dotyczą Twojego gospodarstwa.',
    'Gdy wszystkie grupy pytań formularza są kompletne (liczniki podformularzy na liście bocznej zmieniają kolor na zielony), sprawdź odpowiedzi i prześlij formularz. Przesłany formularz jest zablokowany; jeśli później trzeba coś poprawić, poproś koordynatora o odblokowanie ankiety.',
    'Znak zapytania przy pytaniu wyświetla podpowiedź, a Słowniczek wyjaśnia używane pojęcia. W sprawach merytorycznych skontaktuj się z koordynatorem lub z ekspertem współpracującym z Twoim gospodarstwem, a w przypadku problemów technicznych zanotuj treść komunikatu i skontaktuj się z administratorem.',
  ],
  questions: [
    {
      question: 'Czy wszystkie odpowiedzi dotyczą roku kalendarzowego 2017?',
      answer:
        'Tak. O ile pytanie nie wskazuje innej daty lub okresu, podaj dane za okres od 1 stycznia do 31 grudnia 2017 r. Niektóre pytania wprost określają swój okres, np. inwestycje zrealizowane w latach 2013–2017 lub wskaźnik zadłużenia na koniec 2017 r.',
    },
    {
      question: 'Mój rok obrachunkowy nie pokrywa się z rokiem kalendarzowym 2017. Co mam wpisać?',
      answer:
        'Użyj roku obrachunkowego, który obejmuje większą część 2017 r., albo przelicz dane na rok kalendarzowy proporcjonalnie do liczby miesięcy. Stosuj to samo podejście we wszystkich pytaniach ekonomicznych, aby dane były porównywalne.',
    },
    {
      question: 'Co zrobić, jeśli nie mam dokumentacji za cały 2017 rok?',
      answer:
        'Podaj jak najlepszy szacunek, np. przeliczając miesiące, za które masz dane, na cały rok, albo korzystając z faktur, dowodów dostaw i rozliczeń z zakładem mięsnym. Szacunek jest bardziej przydatny niż brak odpowiedzi; pozostaw pytanie puste tylko wtedy, gdy nie możesz podać nawet przybliżonej wartości.',
    },
    {
      question: 'Jak obliczyć średnią liczbę loch w 2017 r.?',
      answer:
        'Policz lochy i loszki pokryte pierwszego dnia każdego miesiąca od stycznia do grudnia 2017 r., zsumuj dwanaście wyników i podziel sumę przez 12. Programy do zarządzania stadem zwykle obliczają tę wartość automatycznie.',
    },
    {
      question:
        'W 2017 r. gospodarstwo się zmieniło, np. powstał nowy budynek lub przybyło zwierząt. Jak odpowiadać?',
      answer:
        'Ilości, takie jak zużycie paszy i wody czy liczba sprzedanych świń, podaj za cały rok, łącznie z okresem przed zmianą. Budynki i wyposażenie opisz według stanu na koniec 2017 r.; budynku ukończonego po 31 grudnia 2017 r. nie uwzględniaj.',
    },
    {
      question: 'Które świnie uwzględnić, jeśli gospodarstwo ma kilka lokalizacji?',
      answer:
        'Uwzględnij wszystkie świnie i budynki należące do jednostki wskazanej w nagłówku, we wszystkich jej lokalizacjach. Świnie utrzymywane na Twoje zlecenie przez innego rolnika w ramach umowy wykazuje jego gospodarstwo, a nie Twoje.',
    },
    {
      question: 'Czy muszę zapisać odpowiedzi przed zamknięciem ankiety?',
      answer:
        'Nie. Odpowiedzi zapisują się automatycznie krótko po ich wprowadzeniu, a zielony znacznik przy pytaniu pokazuje, kiedy to nastąpiło. Ankietę można zamknąć w dowolnym momencie i później kontynuować pracę od miejsca, w którym ją przerwano.',
    },
    {
      question: 'Dlaczego nie mogę odpowiedzieć na niektóre pytania?',
      answer:
        'Wyszarzone pytanie zostało pominięte z powodu wcześniejszej odpowiedzi; jeśli np. w 2017 r. nie stosowano antybiotyków, pytania o leczenie są pomijane. Gdy zmienisz wcześniejszą odpowiedź, pytania znów staną się dostępne. Wszystkie pytania są też zablokowane, gdy ankieta jest otwarta tylko do odczytu lub formularz został przesłany.',
    },
    {
      question: 'Dlaczego moja liczba nie jest akceptowana?',
      answer:
        'Sprawdź, czy część dziesiętna jest oddzielona przecinkiem, czy nie wpisano jednostek, spacji ani liter oraz czy wartość mieści się w zakresie podanym w komunikacie. W pytaniach o liczbę całkowitą można wpisywać tylko cyfry.',
    },
    {
      question: 'Co oznacza gwiazdka przy pytaniu?',
      answer:
        'Pytanie jest zalecane: odpowiedź na nie jest potrzebna do obliczenia wskaźników w raportach. Raport formularza można wygenerować dopiero po udzieleniu odpowiedzi na jego pytania zalecane.',
    },
    {
      question: 'Czy mogę zmienić odpowiedzi po przesłaniu formularza?',
      answer:
        'Nie samodzielnie: przesłany formularz jest zablokowany. Jeśli zauważysz błąd, skontaktuj się z koordynatorem, który może odblokować ankietę do poprawy.',
    },
  ],
};
