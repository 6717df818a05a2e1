import type { DeclarationContent } from './types';

const pl: DeclarationContent = {
  languageName: 'Polski',
  productName: 'Ankiety terenowe',
  title: 'Deklaracja dostępności',
  skipToContent: 'Przejdź do treści',
  languageSwitch: 'Język',
  backToApplication: 'Powrót do Ankiet terenowych',
  intro: [
    'Krajowy inspektorat ochrony środowiska zobowiązuje się zapewnić dostępność aplikacji Ankiety terenowe zgodnie z przepisami krajowymi wdrażającymi dyrektywę (UE) 2016/2102 w sprawie dostępności stron internetowych i mobilnych aplikacji organów sektora publicznego. Niniejsza deklaracja dostępności dotyczy aplikacji internetowej Ankiety terenowe.',
  ],
  sections: [
    {
      heading: 'Status pod względem zgodności',
      blocks: [
        'Aplikacja ma spełniać wymagania Wytycznych dla dostępności treści internetowych (WCAG) 2.1 na poziomie AA. Jest częściowo zgodna z WCAG 2.1 na poziomie AA z powodu niezgodności wymienionej poniżej.',
      ],
    },
    {
      heading: 'Treści niedostępne',
      blocks: [
        'Odpowiedzi na mapie z kwadratami siatki nie można udzielić za pomocą klawiatury (kryterium sukcesu WCAG 2.1 2.1.1 Klawiatura). Kwadrat można wybrać tylko myszą lub na ekranie dotykowym; pytanie zawiera informację o tym ograniczeniu. Jeśli nie możesz korzystać z mapy, skontaktuj się z koordynatorem lub z inspektoratem (zob. Informacje zwrotne i dane kontaktowe) – pomożemy wprowadzić odpowiedź.',
        'Ograniczenie nie dotyczy wskazywania punktów: położenie punktu można wpisać z klawiatury jako współrzędne WGS-84 lub UTM.',
      ],
    },
    {
      heading: 'Ułatwienia dostępu',
      blocks: [
        [
          'Klawiatura: wszystkie pozostałe funkcje można obsługiwać wyłącznie za pomocą klawiatury, a fokus jest zawsze widoczny.',
          'Czytniki ekranu: strony mają nagłówki i punkty orientacyjne, pola formularzy mają etykiety, a komunikaty o błędach i stan zapisu odpowiedzi są odczytywane.',
          'Linki pomijające: pierwsze linki na każdej stronie prowadzą do treści głównej i do stopki.',
          'Przełącznik języka: interfejs jest dostępny w językach angielskim, polskim, niemieckim, fińskim, włoskim i niderlandzkim; język każdej strony jest określony, dzięki czemu czytniki ekranu poprawnie wymawiają tekst.',
          'Tekst można powiększyć do 200%, a układ strony dostosowuje się do wąskich ekranów.',
        ],
      ],
    },
    {
      heading: 'Przygotowanie deklaracji',
      blocks: [
        { before: 'Deklarację sporządzono', date: '22 listopada 2026 r.', after: '' },
        'Deklaracja została przygotowana na podstawie samooceny przeprowadzonej przez inspektorat.',
      ],
    },
    {
      heading: 'Informacje zwrotne i dane kontaktowe',
      blocks: [
        'Jeśli zauważysz problem z dostępnością, który nie został tu opisany, lub potrzebujesz informacji z aplikacji w dostępnej formie, skontaktuj się z inspektoratem, korzystając z danych kontaktowych podanych na jego stronie internetowej. Opisz stronę i problem oraz podaj swoje dane kontaktowe. Odpowiemy bez zbędnej zwłoki.',
      ],
    },
    {
      heading: 'Procedura egzekwowania',
      blocks: [
        'Jeśli odpowiedź na Twoje zgłoszenie lub żądanie Cię nie zadowala, możesz zwrócić się do organu, który w Twoim państwie odpowiada za egzekwowanie wymagań dostępności stron internetowych organów sektora publicznego.',
      ],
    },
  ],
};

export default pl;
