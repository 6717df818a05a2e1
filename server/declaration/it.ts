import type { DeclarationContent } from './types';

const it: DeclarationContent = {
  languageName: 'Italiano',
  productName: 'Questionari di campo',
  title: 'Dichiarazione di accessibilità',
  skipToContent: 'Vai al contenuto',
  languageSwitch: 'Lingua',
  backToApplication: 'Torna a Questionari di campo',
  intro: [
    "L'ispettorato nazionale per l'ambiente si impegna a rendere accessibile l'applicazione Questionari di campo, conformemente alla normativa nazionale di recepimento della direttiva (UE) 2016/2102 relativa all'accessibilità dei siti web e delle applicazioni mobili degli enti pubblici. La presente dichiarazione di accessibilità si applica all'applicazione web Questionari di campo.",
  ],
  sections: [
    {
      heading: 'Stato di conformità',
      blocks: [
        "L'applicazione mira a soddisfare le linee guida per l'accessibilità dei contenuti web (WCAG) 2.1 al livello AA. È parzialmente conforme alle WCAG 2.1 di livello AA a causa della non conformità elencata di seguito.",
      ],
    },
    {
      heading: 'Contenuti non accessibili',
      blocks: [
        "La risposta sulla mappa a quadrati della griglia non può essere data con la tastiera (criterio di successo WCAG 2.1 2.1.1 Tastiera). Un quadrato si può scegliere solo con il mouse o su uno schermo tattile; la domanda contiene un avviso in merito. Se non puoi usare la mappa, rivolgiti al tuo coordinatore o all'ispettorato (vedi Feedback e recapiti): ti aiuteremo a inserire la risposta.",
        'La limitazione non riguarda i punti: la loro posizione può essere inserita con la tastiera come coordinate WGS-84 o UTM.',
      ],
    },
    {
      heading: 'Funzioni di accessibilità',
      blocks: [
        [
          'Tastiera: tutte le altre funzioni si possono usare con la sola tastiera e il focus è sempre visibile.',
          'Lettori di schermo: le pagine hanno titoli e punti di riferimento, i campi dei moduli hanno etichette e i messaggi di errore e lo stato di salvataggio delle risposte vengono annunciati.',
          'Link di salto: i primi link di ogni pagina portano al contenuto principale e al piè di pagina.',
          "Selettore della lingua: l'interfaccia è disponibile in inglese, polacco, tedesco, finlandese, italiano e olandese; la lingua di ogni pagina è dichiarata, così che i lettori di schermo pronuncino correttamente il testo.",
          'Il testo può essere ingrandito fino al 200% e il layout si adatta agli schermi stretti.',
        ],
      ],
    },
    {
      heading: 'Redazione della dichiarazione',
      blocks: [
        { before: 'La presente dichiarazione è stata redatta il', date: '22 novembre 2026', after: '.' },
        "Si basa su un'autovalutazione effettuata dall'ispettorato.",
      ],
    },
    {
      heading: 'Feedback e recapiti',
      blocks: [
        "Se riscontri un problema di accessibilità non descritto qui o hai bisogno di informazioni dell'applicazione in un formato accessibile, contatta l'ispettorato tramite i recapiti indicati sul suo sito web. Descrivi la pagina e il problema e indica i tuoi recapiti. Risponderemo senza indebito ritardo.",
      ],
    },
    {
      heading: 'Procedura di attuazione',
      blocks: [
        "Se la risposta alla tua segnalazione o richiesta non ti soddisfa, puoi rivolgerti all'autorità che nel tuo paese è competente per il rispetto dei requisiti di accessibilità dei siti web degli enti pubblici.",
      ],
    },
  ],
};

export default it;
