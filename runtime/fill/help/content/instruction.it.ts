import type { InstructionContent } from './helpContent';

export const instructionIt: InstructionContent = {
  rules: [
    'Rispondi per l’intera azienda (unità) indicata nell’intestazione, con tutti gli edifici e i siti in cui sono allevati suini. Solo nei gruppi ripetibili, come Edificio, Box o Struttura di stoccaggio degli effluenti, si risponde per un singolo edificio, box, struttura o persona alla volta.',
    'Tutti i dati si riferiscono all’anno solare 2017, dal 1° gennaio al 31 dicembre 2017. Indica le quantità (mangime, acqua, energia, suini venduti) come totali dell’anno e il numero di animali come media annua; descrivi edifici e attrezzature com’erano alla fine del 2017.',
    'Ricava i dati prima di tutto dalla tua documentazione: software di gestione dell’allevamento, fatture, documenti di trasporto, rendiconti del macello, letture dei contatori e contabilità aziendale. Se mancano documenti, fornisci la stima migliore possibile invece di lasciare la domanda senza risposta.',
    'Inserisci i numeri nell’unità indicata nella domanda (ha, m², m³, kg, t, kWh, EUR, %, giorni) senza digitare l’unità stessa. Scrivi i decimali con la virgola, ad esempio 12,5, non usare spazi né separatori delle migliaia e indica le percentuali come numeri da 0 a 100.',
    'Non c’è un pulsante Salva: ogni risposta viene salvata automaticamente circa un secondo dopo che hai smesso di scrivere o di scegliere. Un segno di spunta verde con data e ora indica che la risposta è registrata; un’icona rossa indica che non è stata salvata: controllala e inseriscila di nuovo. I valori fuori dall’intervallo consentito vengono segnalati e non sono salvati.',
    'Le domande contrassegnate da una stella sono raccomandate: gli indicatori dei rapporti si calcolano a partire da esse. Rispondi a queste per prime e nel modo più preciso possibile; i nomi dei moduli tra parentesi indicano quali rapporti usano la risposta.',
    'Rispondi alle domande di un gruppo nell’ordine, perché alcune risposte rendono superflue le domande successive, che diventano grigie e contano come complete. Aggiungi un gruppo ripetibile una volta per ogni edificio, struttura di stoccaggio, box o persona, e attiva i gruppi facoltativi, come Impianto di biogas, solo se riguardano la tua azienda.',
    'Quando tutti i gruppi di domande di un modulo sono completi (i contatori dei sottomoduli nell’elenco laterale diventano verdi), controlla le risposte e invia il modulo. Un modulo inviato è bloccato; se in seguito occorre una correzione, chiedi al coordinatore di sbloccare il questionario.',
    'Il punto interrogativo accanto a una domanda mostra un suggerimento e il Glossario spiega i termini usati. Per dubbi sul contenuto rivolgiti al coordinatore o all’esperto che segue la tua azienda; per problemi tecnici annota il messaggio visualizzato e contatta l’amministratore.',
  ],
  questions: [
    {
      question: 'Tutte le risposte si riferiscono all’anno solare 2017?',
      answer:
        'Sì. Salvo che la domanda indichi un’altra data o un altro periodo, fornisci i dati dal 1° gennaio al 31 dicembre 2017. Alcune domande precisano il proprio periodo, ad esempio gli investimenti realizzati nel periodo 2013–2017 o il rapporto tra debiti e attivo alla fine del 2017.',
    },
    {
      question: 'Il mio esercizio contabile non coincide con l’anno solare 2017. Che cosa devo indicare?',
      answer:
        'Usa l’esercizio che copre la maggior parte del 2017, oppure riporta i dati all’anno solare in proporzione ai mesi. Segui lo stesso criterio per tutte le domande economiche, così i dati restano confrontabili.',
    },
    {
      question: 'E se non ho registrazioni per tutto il 2017?',
      answer:
        'Fornisci la stima migliore possibile, ad esempio estendendo all’intero anno i mesi per cui hai dati oppure partendo da fatture, documenti di trasporto e rendiconti del macello. Una stima è più utile di una risposta vuota; lascia una domanda senza risposta solo se non puoi dare nemmeno un valore approssimativo.',
    },
    {
      question: 'Come calcolo il numero medio di scrofe nel 2017?',
      answer:
        'Conta le scrofe e le scrofette fecondate il primo giorno di ogni mese da gennaio a dicembre 2017, somma i dodici conteggi e dividi il totale per 12. Di solito il software di gestione della scrofaia calcola questo valore automaticamente.',
    },
    {
      question:
        'Nel corso del 2017 l’azienda è cambiata, ad esempio con un nuovo edificio o più animali. Come rispondo?',
      answer:
        'Indica le quantità come mangime, acqua e suini venduti per l’intero anno, compreso il periodo precedente al cambiamento. Descrivi edifici e attrezzature com’erano alla fine del 2017; un edificio completato dopo il 31 dicembre 2017 non va incluso.',
    },
    {
      question: 'Quali suini devo includere se l’azienda ha più siti?',
      answer:
        'Includi tutti i suini e gli edifici dell’unità indicata nell’intestazione, in tutti i suoi siti. I suini allevati per tuo conto da un altro allevatore con un contratto di soccida sono dichiarati dalla sua azienda, non dalla tua.',
    },
    {
      question: 'Devo salvare le risposte prima di chiudere il questionario?',
      answer:
        'No. Le risposte vengono salvate automaticamente poco dopo l’inserimento e il segno di spunta verde accanto alla domanda indica quando. Puoi chiudere il questionario in qualsiasi momento e riprendere più tardi dal punto in cui avevi interrotto.',
    },
    {
      question: 'Perché non posso rispondere ad alcune domande?',
      answer:
        'Una domanda grigia è stata saltata a causa di una risposta precedente; se ad esempio nel 2017 non sono stati usati antibiotici, le domande sui trattamenti vengono saltate. Se modifichi la risposta precedente, le domande tornano disponibili. Tutte le domande sono inoltre bloccate quando il questionario è aperto in sola lettura o il modulo è stato inviato.',
    },
    {
      question: 'Perché il numero che inserisco non viene accettato?',
      answer:
        'Controlla di aver usato la virgola come separatore decimale, di non aver digitato unità, spazi o lettere e che il valore rientri nell’intervallo indicato nel messaggio. Le domande che chiedono un numero intero accettano solo cifre.',
    },
    {
      question: 'Che cosa significa la stella accanto a una domanda?',
      answer:
        'La domanda è raccomandata: la sua risposta serve per calcolare gli indicatori dei rapporti. Il rapporto di un modulo si può generare solo dopo aver risposto alle sue domande raccomandate.',
    },
    {
      question: 'Posso modificare le risposte dopo aver inviato un modulo?',
      answer:
        'Non direttamente: un modulo inviato è bloccato. Se noti un errore, rivolgiti al coordinatore, che può sbloccare il questionario per la correzione.',
    },
  ],
};
