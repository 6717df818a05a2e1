import type { GlossaryContent } from './helpContent';

export const glossaryIt: GlossaryContent = {
  advisoryServices: {
    title: 'Servizi di consulenza',
    definition:
      'Consulenza ricevuta dall’azienda su produzione, salute animale, ambiente, economia o gestione aziendale, ad esempio da un servizio pubblico di assistenza tecnica, da un consulente privato o da un’organizzazione di produttori. Le visite commerciali dei fornitori di mangimi o attrezzature non contano.',
  },
  africanSwineFever: {
    title: 'Peste suina africana (PSA)',
    definition:
      'Malattia virale altamente contagiosa dei suini domestici e dei cinghiali, che uccide la maggior parte degli animali infetti; non esistono vaccini né cure. Non è pericolosa per l’uomo, ma un focolaio comporta l’abbattimento dell’allevamento e restrizioni alle movimentazioni in tutta la zona, perciò l’unica protezione è una rigorosa biosicurezza.',
  },
  airScrubber: {
    title: 'Scrubber (lavatore d’aria)',
    definition:
      'Impianto attraverso cui passa l’aria esausta di un ricovero a ventilazione forzata per eliminarne ammoniaca, polveri e odori. Gli scrubber acidi trattengono soprattutto l’ammoniaca, mentre gli scrubber biologici e i biofiltri riducono anche gli odori.',
  },
  ammoniaEmissions: {
    title: 'Emissioni di ammoniaca',
    definition:
      'L’ammoniaca (NH₃) si libera dagli effluenti nei ricoveri, durante lo stoccaggio e dopo lo spandimento. Acidifica ed eutrofizza suoli e acque, danneggia gli ambienti naturali sensibili e contribuisce alla formazione di polveri sottili; la riducono l’alimentazione a basso tenore proteico, gli stoccaggi coperti e lo spandimento a basse emissioni.',
  },
  animalWelfare: {
    title: 'Benessere animale',
    definition:
      'Lo stato fisico e mentale di un animale in relazione alle condizioni in cui vive e muore. Un buon livello di benessere significa che i suini sono sani, ben nutriti, stanno comodi, non provano dolore né paura e possono esprimere i comportamenti naturali, come grufolare ed esplorare.',
  },
  animalWelfareIndicators: {
    title: 'Indicatori di benessere animale',
    definition:
      'Segni misurabili del benessere dei suini, rilevati sugli animali stessi (lesioni alla coda e alla cute, zoppie, sporcizia, mortalità) o sul loro ambiente (spazio disponibile, tipo di pavimento, materiale di arricchimento, luce naturale). Gli indicatori rilevati sugli animali, come il numero di suini con lesioni fresche alla coda in un box, mostrano il risultato effettivo della stabulazione e della gestione.',
  },
  antimicrobialUse: {
    title: 'Uso di antimicrobici',
    definition:
      'L’impiego di antibiotici e di altri medicinali antimicrobici per curare o prevenire le infezioni. Ogni utilizzo aumenta il rischio di batteri resistenti, quindi l’uso deve essere il più basso possibile e sempre prescritto dal veterinario; dal 2022 il diritto dell’UE ne vieta l’uso preventivo di routine.',
  },
  averageDailyGain: {
    title: 'Incremento medio giornaliero (IMG)',
    definition:
      'L’aumento medio di peso vivo per suino al giorno in un periodo, in grammi al giorno: aumento di peso diviso per il numero di giorni. All’ingrasso sono comuni valori tra 700 e 950 g/giorno.',
  },
  biogasPlant: {
    title: 'Impianto di biogas',
    definition:
      'Impianto in cui i batteri digeriscono in assenza d’aria effluenti e altre biomasse, producendo biogas (soprattutto metano) che viene bruciato per generare energia elettrica e calore. Il digestato residuo si usa come fertilizzante, e la digestione del liquame fresco riduce anche le emissioni di metano dallo stoccaggio.',
  },
  biosecurity: {
    title: 'Biosicurezza',
    definition:
      'L’insieme delle misure che impediscono l’ingresso delle malattie in azienda (biosicurezza esterna) e la loro diffusione al suo interno (biosicurezza interna). Ne sono esempi la recinzione, la zona filtro con abbigliamento e stivali aziendali, la quarantena degli animali acquistati, il controllo di visitatori, veicoli e roditori e la gestione «tutto pieno – tutto vuoto».',
  },
  castration: {
    title: 'Castrazione dei suinetti',
    definition:
      'Asportazione dei testicoli dei suinetti maschi per evitare l’odore di verro, un odore sgradevole della carne di alcuni maschi interi. Secondo il diritto dell’UE, dopo il settimo giorno di vita la castrazione può essere eseguita solo da un veterinario, in anestesia e con analgesia prolungata; le alternative sono l’immunocastrazione e l’allevamento di maschi interi.',
  },
  crudeProtein: {
    title: 'Proteina grezza',
    definition:
      'Il contenuto proteico del mangime determinato in laboratorio (contenuto di azoto × 6,25), espresso in percentuale sul tal quale. Un mangime con meno proteina grezza, integrato con amminoacidi, riduce l’escrezione di azoto e le emissioni di ammoniaca senza rallentare l’accrescimento.',
  },
  debtToAssetsRatio: {
    title: 'Rapporto tra debiti e attivo',
    definition:
      'Il totale dei debiti (mutui, prestiti e altri debiti) diviso per il totale dell’attivo aziendale (terreni, fabbricati, macchine, animali, scorte e liquidità), moltiplicato per 100. Più la percentuale è bassa, più l’azienda è finanziariamente indipendente; valori superiori al 60% circa sono in genere considerati un rischio finanziario elevato.',
  },
  deepLitter: {
    title: 'Lettiera permanente',
    definition:
      'Sistema di stabulazione in cui uno spesso strato di paglia o di altro materiale da lettiera resta nel box, viene integrato regolarmente e si rimuove solo a fine ciclo o a lunghi intervalli. Offre ai suini comfort e materiale da grufolare e produce letame invece di liquame.',
  },
  enrichmentMaterial: {
    title: 'Materiale di arricchimento',
    definition:
      'Materiale che i suini possono esplorare, grufolare, masticare e distruggere, come paglia, fieno, legno, segatura, compost o torba. Il diritto dell’UE richiede un accesso permanente a una quantità sufficiente di questo materiale; una catena o una palla da sole non bastano, perché i suini perdono presto interesse, e la mancanza di arricchimento aumenta il rischio di morsicatura della coda.',
  },
  farmIncome: {
    title: 'Reddito aziendale',
    definition:
      'Quanto l’azienda guadagna in un anno dopo aver coperto tutti i costi: il valore della produzione (vendite di suini e di altri prodotti, più i contributi) meno i costi di mangimi, animali, energia, servizi, ammortamenti, manodopera salariata, affitti e interessi. Remunera il lavoro, la terra e il capitale propri della famiglia.',
  },
  farrowToFinish: {
    title: 'Allevamento a ciclo chiuso',
    definition:
      'Azienda che alleva scrofe e ingrassa i propri suinetti fino alla macellazione, così che tutte le fasi produttive si svolgono in un’unica azienda. Poiché non si acquistano suinetti dall’esterno, il rischio di introdurre malattie è minore.',
  },
  farrowing: {
    title: 'Parto',
    definition:
      'La nascita dei suinetti. La scrofa partorisce dopo una gestazione di circa 115 giorni (tre mesi, tre settimane e tre giorni) e di solito viene trasferita in sala parto qualche giorno prima.',
  },
  farrowingCrate: {
    title: 'Gabbia parto',
    definition:
      'Struttura metallica nel box parto che limita i movimenti della scrofa per ridurre il rischio che schiacci i suinetti. Nel box parto libero la scrofa può muoversi e girarsi liberamente; con il contenimento temporaneo resta chiusa solo per pochi giorni intorno al parto.',
  },
  fatteningPig: {
    title: 'Suino all’ingrasso',
    definition:
      'Suino allevato per la carne dalla fine dello svezzamento (circa 25–30 kg) fino alla macellazione, di solito a 100–130 kg di peso vivo; il suino pesante destinato ai prosciutti DOP arriva a circa 160–170 kg. L’ingrasso si divide spesso in una fase di accrescimento fino a circa 60 kg e in una di finissaggio.',
  },
  fatteningPlace: {
    title: 'Posto ingrasso',
    definition:
      'Il posto per un suino all’ingrasso nel ricovero, determinato dalla superficie del box e dallo spazio minimo previsto dalla legge. Poiché ogni posto viene occupato da più cicli all’anno (di solito da 2,5 a 3,5), i suini venduti in un anno sono più dei posti disponibili.',
  },
  feedConversionRatio: {
    title: 'Indice di conversione alimentare (ICA)',
    definition:
      'La quantità di mangime necessaria per un chilogrammo di accrescimento di peso vivo, in kg di mangime per kg di accrescimento; più il valore è basso, più la produzione è efficiente. All’ingrasso è di solito compreso tra 2,5 e 3,0, e un indice migliore significa costi di alimentazione più bassi e minore escrezione di nutrienti per chilogrammo di carne.',
  },
  fertilisationPlan: {
    title: 'Piano di concimazione',
    definition:
      'Piano redatto prima della stagione colturale che stabilisce quanto azoto, fosforo e potassio riceverà ogni appezzamento da effluenti e concimi minerali, in base al fabbisogno delle colture e alle analisi del suolo. Evita la sovraconcimazione e le perdite di nutrienti nelle acque.',
  },
  gilt: {
    title: 'Scrofetta',
    definition:
      'Giovane femmina destinata alla riproduzione che non ha ancora partorito. La scrofetta fecondata è stata inseminata o coperta dal verro; nel questionario le scrofette fecondate si contano insieme alle scrofe.',
  },
  greenhouseGases: {
    title: 'Gas serra',
    definition:
      'Gas che riscaldano il clima. Nella suinicoltura sono soprattutto il metano dallo stoccaggio degli effluenti, il protossido di azoto dagli effluenti e dai suoli concimati e l’anidride carbonica dovuta ai consumi energetici e alla coltivazione e al trasporto dei mangimi; si sommano come CO₂ equivalente.',
  },
  groupHousing: {
    title: 'Stabulazione in gruppo delle scrofe',
    definition:
      'Allevamento di scrofe e scrofette insieme in box collettivi invece che in gabbie individuali. Il diritto dell’UE la impone da quattro settimane dopo la fecondazione fino a una settimana prima della data prevista del parto, con almeno 2,25 m² di pavimento per scrofa e 1,64 m² per scrofetta.',
  },
  groupTreatment: {
    title: 'Trattamento di gruppo',
    definition:
      'Trattamento contemporaneo di un intero box, settore o partita di suini, di solito tramite l’acqua di bevanda o il mangime medicato. Ogni ciclo di trattamento di un gruppo conta come un trattamento di gruppo, indipendentemente dal numero di suini coinvolti.',
  },
  herdHealthPlan: {
    title: 'Piano sanitario aziendale',
    definition:
      'Piano scritto, redatto con il veterinario aziendale, delle misure che mantengono sano l’allevamento: vaccinazioni, controllo dei parassiti, biosicurezza, protocolli di trattamento e visite sanitarie periodiche. Si aggiorna almeno una volta all’anno.',
  },
  immunocastration: {
    title: 'Immunocastrazione',
    definition:
      'Alternativa alla castrazione chirurgica: i suini maschi ricevono due iniezioni di un vaccino che sopprime temporaneamente la funzione dei testicoli, la seconda poche settimane prima della macellazione. Previene l’odore di verro senza intervento chirurgico né dolore.',
  },
  labourInput: {
    title: 'Impiego di manodopera',
    definition:
      'Il tempo di lavoro totale dedicato in un anno alla produzione suinicola da tutte le persone coinvolte, in ore: conduttore, familiari, dipendenti e lavoratori stagionali. Comprende alimentazione, pulizia, cura degli animali, gestione degli effluenti e lavoro d’ufficio, ma non il lavoro svolto da contoterzisti.',
  },
  leanMeatPercentage: {
    title: 'Percentuale di carne magra',
    definition:
      'La quota di carne magra (muscolo) nella carcassa, misurata al macello con uno strumento di classificazione; determina la classe nella griglia EUROP e in larga parte il prezzo. Sono usuali valori di circa il 55–62%.',
  },
  littersPerSow: {
    title: 'Parti per scrofa all’anno',
    definition:
      'Il numero di parti in un anno diviso per il numero medio di scrofe e scrofette fecondate. Dipende dalla durata della lattazione e dai giorni improduttivi e di solito è compreso tra 2,2 e 2,4.',
  },
  livestockUnit: {
    title: 'Unità di bestiame adulto (UBA)',
    definition:
      'Unità di riferimento che permette di sommare animali di specie e categorie diverse; un’UBA corrisponde a una vacca da latte adulta. Nelle statistiche dell’UE una scrofa riproduttrice vale 0,5 UBA, ogni altro suino di almeno 20 kg 0,3 UBA e un suinetto sotto i 20 kg 0,027 UBA.',
  },
  lowEmissionApplication: {
    title: 'Spandimento a basse emissioni',
    definition:
      'Distribuzione del liquame che ne limita il contatto con l’aria: in bande strette con barra a tubi flessibili o a scarpette, per iniezione nel terreno oppure con interramento entro quattro ore. Rispetto allo spandimento superficiale con piatto deviatore, queste tecniche riducono le perdite di ammoniaca di circa il 30–90%.',
  },
  manure: {
    title: 'Effluenti di allevamento',
    definition:
      'Feci e urine degli animali allevati, con o senza lettiera, utilizzate come fertilizzante. Nel questionario il termine comprende entrambe le forme: il liquame, liquido, e il letame, che contiene paglia e si può accumulare in cumuli.',
  },
  manureStorage: {
    title: 'Capacità di stoccaggio degli effluenti',
    definition:
      'Il volume delle strutture in cui gli effluenti sono conservati fino allo spandimento (vasche, fosse sotto il pavimento fessurato, lagoni, concimaie), espresso anche come numero di mesi per cui bastano senza essere svuotate. Deve coprire almeno i periodi di divieto di spandimento, di solito da quattro a sei mesi o più.',
  },
  mortality: {
    title: 'Mortalità',
    definition:
      'La quota di animali morti o soppressi, in percentuale degli animali di una fase produttiva. La mortalità dei suinetti prima dello svezzamento si calcola sui nati vivi, quella all’ingrasso sui suini entrati in ingrasso.',
  },
  natura2000: {
    title: 'Natura 2000',
    definition:
      'Rete europea di siti protetti designati in base alle direttive Uccelli e Habitat per tutelare specie e habitat rari e minacciati. Le deposizioni di ammoniaca e azoto provenienti da allevamenti vicini possono danneggiare gli habitat sensibili, per cui i nuovi allevamenti o gli ampliamenti nei pressi di questi siti possono richiedere una valutazione di incidenza.',
  },
  nitrateVulnerableZone: {
    title: 'Zona vulnerabile ai nitrati (ZVN)',
    definition:
      'Area designata in base alla direttiva Nitrati dell’UE in cui le acque sono inquinate, o a rischio di inquinamento, da nitrati di origine agricola. Vi si applicano regole più severe, ad esempio al massimo 170 kg di azoto per ettaro all’anno da effluenti di allevamento e periodi di divieto di spandimento.',
  },
  nitrogenBalance: {
    title: 'Bilancio dell’azoto',
    definition:
      'La differenza tra l’azoto che entra in azienda (mangimi, animali, concimi minerali, deposizioni atmosferiche, fissazione da parte delle leguminose) e quello che ne esce con i prodotti (animali, raccolti, effluenti ceduti). Il surplus, in kg di azoto per ettaro, indica il rischio di perdite in aria e in acqua.',
  },
  odourNuisance: {
    title: 'Molestie olfattive',
    definition:
      'Il disturbo arrecato ai vicini dagli odori dei ricoveri, degli stoccaggi e dello spandimento degli effluenti. Dipende dalle dimensioni dell’allevamento, dalla distanza dalle abitazioni, dal vento e dalle misure adottate, come scrubber, stoccaggi coperti, spandimento a basse emissioni e fasce alberate.',
  },
  phytase: {
    title: 'Fitasi',
    definition:
      'Enzima aggiunto al mangime dei suini che libera il fosforo legato sotto forma di fitato nei semi vegetali, altrimenti non digeribile per i suini. Si può così aggiungere meno fosfato minerale, e il fosforo negli effluenti diminuisce di circa un quarto fino a un terzo.',
  },
  pigletsWeanedPerSow: {
    title: 'Suinetti svezzati per scrofa all’anno',
    definition:
      'Il numero di suinetti svezzati in un anno diviso per il numero medio di scrofe e scrofette fecondate: la principale misura della produttività di una scrofaia. Le scrofaie migliori svezzano da 25 a oltre 30 suinetti per scrofa all’anno.',
  },
  referenceYear: {
    title: 'Anno di riferimento',
    definition:
      'Il periodo a cui si riferiscono le risposte: l’anno solare 2017, dal 1° gennaio al 31 dicembre 2017. Le quantità sono totali annui e il numero di animali è una media annua, salvo diversa indicazione nella domanda.',
  },
  renewableEnergy: {
    title: 'Energia da fonti rinnovabili',
    definition:
      'Energia da fonti che si rigenerano naturalmente: sole, vento, acqua, biomasse (legna, paglia) e biogas. L’energia elettrica da fonti rinnovabili comprende sia quella prodotta in azienda sia quella acquistata con garanzia di origine o con una tariffa verde certificata.',
  },
  service: {
    title: 'Fecondazione',
    definition:
      'Monta naturale o inseminazione artificiale di una scrofa o di una scrofetta. Dalla fecondazione fino a poco prima del parto gli animali sono tenuti nel reparto fecondazione e gestazione.',
  },
  slattedFloor: {
    title: 'Pavimento fessurato',
    definition:
      'Pavimento a travetti in calcestruzzo, plastica o metallo con fessure attraverso cui feci e urine cadono nella fossa sottostante; il pavimento interamente fessurato copre tutto il box, quello parzialmente fessurato lascia una zona di riposo piena. Per i pavimenti in calcestruzzo il diritto dell’UE limita la larghezza delle fessure da 11 mm (suinetti) a 20 mm (scrofe), per evitare lesioni agli unghioni.',
  },
  slurry: {
    title: 'Liquame',
    definition:
      'Miscela liquida di feci, urine e acqua di abbeverata e di lavaggio, senza lettiera o con poca lettiera, raccolta nelle fosse sotto il pavimento fessurato o in vasche. È la principale fonte di emissioni di ammoniaca e metano degli allevamenti suini.',
  },
  slurryCover: {
    title: 'Copertura delle vasche di stoccaggio',
    definition:
      'Tetto, soletta, tenda, telo galleggiante o strato galleggiante (argilla espansa, paglia trinciata) oppure crosta naturale sulla superficie del liquame stoccato. La copertura riduce le emissioni di ammoniaca e di odori e tiene fuori l’acqua piovana, così il volume da stoccare e spandere è minore.',
  },
  sow: {
    title: 'Scrofa',
    definition:
      'Femmina di suino che ha partorito almeno una volta. La consistenza delle scrofe si indica come numero medio di scrofe e scrofette fecondate nell’anno, ad esempio come media delle consistenze rilevate il primo giorno di ogni mese.',
  },
  spaceAllowance: {
    title: 'Superficie disponibile per suino',
    definition:
      'La superficie libera di pavimento a disposizione di ciascun suino nel box: superficie del box divisa per il numero di suini. Il minimo UE per suinetti svezzati e suini all’ingrasso cresce con il peso, da 0,15 m² fino a 10 kg a 0,65 m² tra 85 e 110 kg e 1,0 m² oltre 110 kg.',
  },
  stockingDensity: {
    title: 'Densità di allevamento',
    definition:
      'Il numero di animali rispetto alla superficie disponibile. Nel box è l’inverso della superficie disponibile per suino (suini o kg di peso vivo per m²); a livello aziendale è il numero di UBA per ettaro di superficie agricola utilizzata, che indica se l’azienda ha terreni sufficienti per i propri effluenti.',
  },
  sustainabilityIndicator: {
    title: 'Indicatore di sostenibilità',
    definition:
      'Valore calcolato da una o più risposte che mostra come si colloca l’azienda rispetto a un aspetto della sostenibilità, come lo spandimento a basse emissioni o lo spazio per suino. Nei rapporti gli indicatori sono riportati su una scala da 0 a 100 e raggruppati in sottotemi e temi dei moduli Ambiente, Benessere animale, Economia e Aspetti sociali.',
  },
  tailBiting: {
    title: 'Morsicatura della coda',
    definition:
      'Disturbo comportamentale in cui i suini mordono la coda dei compagni di box, causando ferite, infezioni e perdite. Le cause sono molteplici: mancanza di materiale di arricchimento, densità elevata, microclima scadente, problemi di alimentazione e abbeverata, malattie e stress.',
  },
  tailDocking: {
    title: 'Taglio della coda',
    definition:
      'Accorciamento della coda dei suinetti nei primi giorni di vita per ridurre la morsicatura. Il diritto dell’UE vieta il taglio di routine: è ammesso solo se si sono verificate lesioni nonostante il miglioramento delle condizioni di stabulazione e di gestione.',
  },
  teethClipping: {
    title: 'Taglio o levigatura dei denti',
    definition:
      'Accorciamento dei canini appuntiti dei suinetti appena nati mediante taglio o levigatura, per proteggere dalle ferite le mammelle della scrofa e i fratelli di nidiata. Come per il taglio della coda, il diritto dell’UE ne vieta l’esecuzione di routine: è ammesso entro i primi sette giorni di vita e solo se si sono verificate tali lesioni.',
  },
  trailingHose: {
    title: 'Barra a tubi flessibili e barra a scarpette',
    definition:
      'Carribotte con una barra che deposita il liquame in bande strette sulla superficie del terreno, attraverso tubi che pendono fino al suolo (tubi flessibili) o attraverso scarpette che scivolano sul terreno sotto la coltura (scarpette). Entrambe sono tecniche di spandimento a basse emissioni.',
  },
  utilisedAgriculturalArea: {
    title: 'Superficie agricola utilizzata (SAU)',
    definition:
      'La superficie di seminativi, prati permanenti e pascoli, colture permanenti e orti familiari coltivata dall’azienda, in proprietà, in affitto o ad altro titolo. Non comprende boschi, fabbricati, cortili, strade e acque.',
  },
  waterUse: {
    title: 'Consumo di acqua',
    definition:
      'La quantità totale di acqua utilizzata dall’azienda in un anno per abbeverata, preparazione dei mangimi, pulizia e raffrescamento, in m³, meglio se letta da un contatore. Un suino all’ingrasso beve circa 5–10 litri al giorno e una scrofa in lattazione 25–40 litri; abbeveratoi che perdono e lavaggi possono aumentare molto i consumi.',
  },
  weanedPiglet: {
    title: 'Suinetto svezzato',
    definition:
      'Suinetto separato dalla scrofa che si nutre solo di mangime solido. I suinetti svezzati restano nel reparto svezzamento dallo svezzamento, a circa 6–8 kg, fino al passaggio all’ingrasso a circa 25–30 kg.',
  },
  weaning: {
    title: 'Svezzamento',
    definition:
      'Separazione dei suinetti dalla scrofa, che conclude il periodo di allattamento. Nell’UE i suinetti non possono essere svezzati prima dei 28 giorni di età, o dei 21 giorni se trasferiti in locali specializzati, svuotati e puliti.',
  },
};
