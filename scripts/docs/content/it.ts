import type { LanguageDocs } from './types';

const it: LanguageDocs = {
  productName: 'Questionari di campo',
  instruction: {
    title: "Istruzioni per l'utente",
    subtitle: 'Come usare Questionari di campo: per allevatori, esperti, coordinatori e osservatori',
    sections: [
      {
        heading: 'La piattaforma',
        blocks: [
          "Questionari di campo è la piattaforma dell'ispettorato nazionale per l'ambiente per la valutazione della sostenibilità degli allevamenti suinicoli. Allevatori, esperti, coordinatori e osservatori lavorano con le unità (aziende agricole) e con i questionari compilati per esse. Gli amministratori progettano i questionari e gestiscono gli account; il loro lavoro non è descritto in queste istruzioni.",
        ],
      },
      {
        heading: "Registrazione e attivazione dell'account",
        blocks: [
          "Nella pagina di accesso scegli Crea un account. Inserisci il tuo indirizzo e-mail in lettere minuscole, la lingua dell'account e il tuo ruolo, poi imposta una password di almeno 8 caratteri con una lettera maiuscola, una minuscola, una cifra e un carattere speciale, senza spazi. Digita la password una seconda volta per confermarla.",
          "Dopo la registrazione ricevi un'e-mail con un link di attivazione valido per 72 ore. Apri il link e conferma l'attivazione. Il seguito dipende dal tuo ruolo:",
          [
            "Allevatore (suinicoltore): non scegli un ente. L'account è attivo non appena hai aperto il link di attivazione.",
            "Esperto: scegli il tipo di ente e il tuo ente. L'account è attivo non appena hai aperto il link di attivazione.",
            "Coordinatore e osservatore (sola lettura): scegli il tipo di ente e il tuo ente. Dopo l'attivazione un amministratore verifica e conferma l'account; potrai accedere una volta che sarà confermato.",
            "Amministratore: l'account viene confermato dall'amministratore principale.",
          ],
          "Se l'e-mail non arriva, controlla la cartella della posta indesiderata. Se il link è scaduto, prova ad accedere: l'applicazione proporrà di inviarti un nuovo link di attivazione.",
        ],
      },
      {
        heading: 'Accesso e uscita',
        blocks: [
          "Accedi con il tuo indirizzo e-mail e la password; il pulsante con l'icona a forma di occhio mostra o nasconde la password digitata. Al primo accesso leggi le condizioni sulla protezione dei dati, seleziona la casella e conferma. Vedrai quindi l'elenco dei questionari.",
          "Se hai dimenticato la password, scegli Password dimenticata? e inserisci il tuo indirizzo e-mail. Il link che ricevi funziona una sola volta e per un'ora. Nell'intestazione trovi il tuo indirizzo e-mail e i pulsanti Cambia password ed Esci; sugli schermi stretti sono raccolti in un menu. Esci quando hai finito, soprattutto su un computer condiviso.",
        ],
      },
      {
        heading: 'Unità ed elenco dei questionari',
        blocks: [
          "L'area principale ha le schede Questionari, Unità e, per i ruoli autorizzati, Esportazione dati. Entrambi gli elenchi si possono filtrare con il pannello sopra la tabella, ordinare facendo clic sull'intestazione di una colonna (crescente, decrescente, senza ordinamento) e sfogliare pagina per pagina, 20 righe per pagina. Quando modifichi un filtro torni alla prima pagina.",
          [
            "Unità: un'unità è un'azienda agricola con un nome, un tipo e un ente. Allevatori ed esperti aggiungono unità con Nuova unità; un esperto può essere assegnato a un'unità di un allevatore. Il proprietario di un'unità può modificarne il nome e la descrizione ed eliminarla finché non vi è associato alcun questionario.",
            "Nuovo questionario: nella riga di un'unità scegli Nuovo questionario e il tipo di questionario. Il nuovo questionario si apre subito, pronto per la compilazione.",
            "Questionari: l'elenco mostra l'unità, l'ente, il tipo di questionario, lo stato e la data di inserimento del questionario. Mostra apre un questionario in sola lettura e Modifica lo apre per la compilazione; Elimina rimuove un questionario in cui non è ancora stato inviato alcun modulo.",
            'I coordinatori approvano i questionari con Conferma, dopodiché non possono più essere modificati; Sblocca restituisce un questionario per le correzioni. Gli osservatori possono soltanto consultare unità e questionari.',
          ],
        ],
      },
      {
        heading: 'Compilare un questionario',
        blocks: [
          "Un questionario è composto da moduli (le schede in alto), ogni modulo da sottomoduli (l'elenco laterale) e ogni sottomodulo da gruppi di domande (i pulsanti sopra le domande). L'intestazione mostra il tipo di questionario e il codice dell'unità. Accanto a ogni sottomodulo è indicato quanti dei suoi gruppi di domande sono completi; i sottomoduli completati sono evidenziati in verde.",
          "Ogni domanda ha un numero; una stella indica una domanda raccomandata, necessaria per i rapporti. L'icona del punto interrogativo mostra un suggerimento. Rispondi con il controllo proposto: un elenco, caselle di controllo, una valutazione da 1 a 5, sì o no, un numero, una data, un testo o una mappa.",
          [
            "Scrivi i numeri decimali con la virgola, ad esempio 12,5 (il punto non è accettato). I valori fuori dall'intervallo consentito sono segnalati in rosso e non vengono salvati.",
            'Inserisci le date nel formato gg/mm/aaaa; non è possibile scegliere date future.',
            'Una posizione può essere segnata sulla mappa o inserita come coordinate WGS-84 o UTM. La mappa a quadrati della griglia non può essere usata con la tastiera; se ti serve aiuto, rivolgiti al tuo coordinatore.',
            'Nelle domande a scelta singola, selezionare di nuovo la stessa opzione cancella la risposta.',
          ],
        ],
      },
      {
        heading: 'Salvataggio automatico',
        blocks: [
          "Non c'è un pulsante Salva: ogni risposta viene salvata automaticamente circa un secondo dopo che hai smesso di scrivere o di scegliere (un po' più tardi per le date e i testi lunghi). Un indicatore accanto alla domanda ne mostra lo stato: una rotellina durante il salvataggio, un segno di spunta verde con data e ora del salvataggio quando la risposta è registrata e un'icona rossa se il salvataggio non è riuscito. In caso di errore un messaggio ne spiega il motivo; dopo OK la domanda viene ricaricata: controlla la risposta e, se necessario, inseriscila di nuovo.",
        ],
      },
      {
        heading: 'Gruppi di domande e domande saltate',
        blocks: [
          "Ogni pulsante di gruppo mostra il nome del gruppo e a quante delle sue domande è stata data risposta, ad esempio 4/6; i numeri diventano in grassetto quando il gruppo è completo. Alcuni gruppi si possono ripetere, ad esempio per ogni edificio o box: con Aggiungi crei un'altra copia e con il pulsante di eliminazione ne rimuovi una (dopo una conferma; l'ultima copia non può essere rimossa). I gruppi facoltativi si attivano e disattivano con le caselle di controllo nella finestra dei gruppi facoltativi di un sottomodulo.",
          "Alcune risposte rendono superflue le domande successive. Queste domande diventano grigie e non è possibile rispondervi, le eventuali risposte già salvate vengono eliminate e le domande contano come complete, senza entrare nel conteggio dell'avanzamento. Se modifichi la risposta che ha causato il salto, le domande tornano disponibili, vuote.",
        ],
      },
      {
        heading: 'Invio dei moduli',
        blocks: [
          "Quando hai risposto a tutte le domande di un modulo, controlla i contatori nell'elenco dei sottomoduli e invia il modulo. Un modulo inviato è bloccato: la sua scheda non può più essere aperta per la modifica, tranne che dai coordinatori. Un questionario in cui è stato inviato almeno un modulo non può più essere eliminato. Quando tutti i moduli sono stati inviati, il coordinatore conferma il questionario. Se occorre correggere qualcosa, chiedi al coordinatore di sbloccarlo.",
        ],
      },
      {
        heading: 'Rapporti',
        blocks: [
          "Per ogni modulo tranne il primo, il pannello laterale offre il pulsante Genera rapporto. Il rapporto richiede le risposte alle domande raccomandate (contrassegnate da una stella); se ne mancano, l'applicazione mostra che cosa è già stato compilato. Quando il rapporto è pronto, scegli Mostra rapporto.",
          'Il rapporto contiene grafici radar dei temi e dei sottotemi e un grafico a barre degli indicatori, su una scala da 0 a 100. Seleziona un punto di un grafico per passare da un tema ai suoi sottotemi e indicatori. Puoi visualizzare una tabella dei valori originali, confrontare i tuoi risultati con la media delle unità dello stesso tipo e stampare i grafici in PDF.',
        ],
      },
      {
        heading: 'Lingue',
        blocks: [
          "L'applicazione è disponibile in inglese, polacco, tedesco, finlandese, italiano e olandese. Prima dell'accesso usa la lingua del browser, se è una di queste, altrimenti l'inglese; puoi cambiarla con il selettore della lingua. Dopo l'accesso l'applicazione usa la lingua del tuo account, scelta al momento della registrazione. Nella stessa lingua compaiono i testi dei questionari, i messaggi e le e-mail.",
        ],
      },
      {
        heading: 'Assistenza',
        blocks: [
          [
            'Nel questionario, le finestre Istruzioni e Glossario spiegano le regole per rispondere e i termini usati; il punto interrogativo accanto a una domanda fornisce un suggerimento su quella domanda.',
            "Per questioni relative alle tue unità, ai questionari o all'account, rivolgiti al coordinatore del tuo ente o all'amministratore.",
            "In caso di problemi tecnici, annota che cosa hai fatto e quale messaggio è comparso e contatta l'ispettorato tramite i recapiti indicati sul suo sito web.",
            "L'informativa sulla privacy è disponibile nell'intestazione e la dichiarazione di accessibilità nel piè di pagina di ogni pagina.",
          ],
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Informativa sulla privacy',
    subtitle:
      'Informazioni sul trattamento dei dati personali in Questionari di campo (articoli 13 e 14 del GDPR)',
    sections: [
      {
        heading: 'Titolare del trattamento',
        blocks: [
          "Il titolare del trattamento dei tuoi dati personali in Questionari di campo è l'ispettorato nazionale per l'ambiente (di seguito: l'ispettorato).",
        ],
      },
      {
        heading: 'Responsabile della protezione dei dati',
        blocks: [
          "L'ispettorato ha designato un responsabile della protezione dei dati. Per tutte le questioni relative al trattamento dei tuoi dati personali e all'esercizio dei tuoi diritti puoi rivolgerti al responsabile della protezione dei dati dell'ispettorato, raggiungibile tramite i recapiti pubblicati sul sito web dell'ispettorato.",
        ],
      },
      {
        heading: 'Finalità e base giuridica',
        blocks: [
          'Trattiamo i dati personali solo nella misura necessaria per le seguenti finalità:',
          [
            'creare e gestire gli account degli utenti, confermare i ruoli e dare accesso alle unità e ai questionari;',
            "raccogliere e conservare le risposte ai questionari sulle unità ai fini del monitoraggio dell'impatto ambientale e della sostenibilità degli allevamenti suinicoli;",
            'calcolare gli indicatori e preparare rapporti, confronti con le medie e riepiloghi statistici;',
            "inviare e-mail di servizio, come i link di attivazione dell'account e di reimpostazione della password;",
            "garantire la sicurezza e il corretto funzionamento della piattaforma, compresa l'analisi di errori e incidenti.",
          ],
          "La base giuridica è l'articolo 6, paragrafo 1, lettera c), del GDPR, quando il trattamento è necessario per adempiere gli obblighi di legge dell'ispettorato in materia di monitoraggio e controllo ambientale, e l'articolo 6, paragrafo 1, lettera e), del GDPR, quando è necessario per l'esecuzione di un compito di interesse pubblico o connesso all'esercizio di pubblici poteri di cui è investito l'ispettorato. Il conferimento dei dati è facoltativo, ma senza i dati dell'account non è possibile usare la piattaforma.",
        ],
      },
      {
        heading: 'Categorie di dati',
        blocks: [
          [
            "Dati dell'account: indirizzo e-mail, password (conservata solo come hash sicuro), ruolo, lingua, tipo di ente ed ente, date di registrazione, attivazione, conferma e disattivazione, accettazione delle condizioni sulla protezione dei dati e tipi di questionario per cui hai l'autorizzazione.",
            "Dati dell'unità: nome e descrizione dell'unità, numero e tipo, ente, indirizzo e-mail del proprietario, esperti assegnati e posizione geografica dell'unità.",
            "Risposte: le risposte date nei questionari, compresi numeri, testi, date e luoghi segnati sulle mappe, insieme all'ora di salvataggio di ciascuna risposta e allo stato di moduli e questionari.",
            'Log tecnici: indirizzo IP, data e ora, indirizzo richiesto, esito della richiesta, stringa di identificazione del browser e messaggi di errore.',
          ],
          "I dati di un'unità sono di norma forniti dal suo proprietario o da un esperto che collabora con il proprietario; i dati dell'account sono forniti dall'utente stesso.",
        ],
      },
      {
        heading: 'Periodo di conservazione',
        blocks: [
          [
            "Dati dell'account: finché l'account esiste. Dopo la disattivazione o la cancellazione dell'account conserviamo i dati che indicano chi ha inserito o approvato le risposte per tutto il tempo in cui sono conservati i relativi questionari.",
            "Dati delle unità e risposte: per la durata del programma di monitoraggio e, successivamente, per il periodo previsto dalle norme di archiviazione applicabili all'ispettorato.",
            'Log tecnici: fino a 12 mesi, salvo che siano necessari più a lungo per indagare su uno specifico incidente di sicurezza.',
            'I rapporti e le statistiche che non consentono più di identificare alcuna persona possono essere conservati senza limiti di tempo.',
          ],
        ],
      },
      {
        heading: 'Destinatari',
        blocks: [
          'Ai tuoi dati accedono solo le persone che ne hanno bisogno per il proprio lavoro:',
          [
            "il personale autorizzato dell'ispettorato e degli ispettorati regionali;",
            "gli altri utenti della piattaforma nei limiti del proprio ruolo: gli esperti assegnati a un'unità, i coordinatori e gli osservatori dell'ente interessato e gli amministratori;",
            "i fornitori di servizi informatici che ospitano e gestiscono la piattaforma e ne recapitano le e-mail per conto dell'ispettorato, sulla base di un accordo sul trattamento dei dati (articolo 28 del GDPR);",
            'le autorità pubbliche e gli organi giudiziari, quando la legge ci impone di comunicare i dati.',
          ],
          "Quando visualizzi una mappa, il tuo browser scarica le porzioni della mappa da un servizio cartografico pubblico, che riceve così il tuo indirizzo IP. L'ispettorato non trasferisce dati personali verso paesi al di fuori dello Spazio economico europeo. I risultati sono pubblicati solo in forma aggregata, che non consente di identificare singole aziende o persone.",
        ],
      },
      {
        heading: 'I tuoi diritti',
        blocks: [
          'Hai il diritto di:',
          [
            'accedere ai tuoi dati e riceverne una copia (articolo 15 del GDPR);',
            'ottenere la rettifica dei dati inesatti (articolo 16 del GDPR); molti dati puoi correggerli direttamente, ad esempio la descrizione della tua unità o la password;',
            'ottenere la cancellazione dei dati (articolo 17 del GDPR), quando non sono più necessari e nessun obbligo di legge ne impone la conservazione;',
            'ottenere la limitazione del trattamento (articolo 18 del GDPR);',
            "opporti, per motivi connessi alla tua situazione particolare, al trattamento basato sull'articolo 6, paragrafo 1, lettera e), del GDPR (articolo 21 del GDPR);",
            "proporre reclamo a un'autorità di controllo per la protezione dei dati.",
          ],
          'Il diritto alla portabilità dei dati non si applica, perché il trattamento non si basa né sul consenso né su un contratto. I tuoi dati non sono utilizzati per processi decisionali automatizzati né per la profilazione; gli indicatori dei rapporti sono calcolati automaticamente, ma non producono effetti giuridici nei tuoi confronti. Per esercitare i tuoi diritti, contatta il responsabile della protezione dei dati.',
        ],
      },
      {
        heading: 'Cookie e memoria di sessione',
        blocks: [
          "La piattaforma usa un solo cookie: `areYouOkWithCookie`. Registra che hai accettato l'avviso sui cookie, in modo che non venga mostrato di nuovo, e scade dopo 150 giorni. Non usiamo cookie pubblicitari né analitici.",
          "Dopo l'accesso, il token di accesso e le informazioni sull'utente connesso e sul questionario aperto sono conservati nella memoria di sessione del browser (session storage). Servono a mantenerti connesso e vengono cancellati quando esci o chiudi la scheda del browser.",
        ],
      },
      {
        heading: 'Modifiche',
        blocks: [
          "Aggiorneremo questa informativa quando il trattamento cambierà; la versione in vigore è sempre disponibile nell'intestazione dell'applicazione.",
        ],
      },
    ],
  },
};

export default it;
