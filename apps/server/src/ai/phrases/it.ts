import type { PhrasePack } from './types.ts';

export const it: PhrasePack = {
  locale: 'it-IT',
  greet: {
    friendly: [(n) => `Ciao ${n},`, (n) => `Ehi ${n},`, (n) => `Ciao, ${n}!`, (n) => `Salve ${n},`],
    professional: [(n) => `Gentile ${n},`, (n) => `Buongiorno ${n},`, (n) => `Salve ${n},`, (n) => `Ciao ${n},`],
    sophisticated: [
      (n) => `Gentilissimo/a ${n},`,
      (n) => `Gentile ${n},`,
      (n) => `Buongiorno ${n},`,
      (n) => `Caro/a ${n},`,
    ],
  },
  greetNoName: {
    friendly: ['Ciao,', 'Ehi,', 'Ciao!', 'Salve,'],
    professional: ['Buongiorno,', 'Gentile cliente,', 'Salve,', 'Ciao,'],
    sophisticated: ['Buongiorno,', 'Gentilissimo/a cliente,', 'Gentile cliente,', 'Salve,'],
  },
  praise: [
    (s) => `grazie di cuore per le belle parole su ${s}!`,
    (s) => `leggere cosa pensa di ${s} ci ha reso la giornata.`,
    (s) => `siamo felicissimi che ${s} sia stato all'altezza delle sue aspettative.`,
    (s) => `grazie per aver condiviso la sua esperienza con ${s}.`,
    (s) => `la sua recensione di ${s} ci ha strappato un grande sorriso.`,
  ],
  praiseFollow: {
    friendly: 'Siamo davvero contenti che le piaccia!',
    professional: 'La ringraziamo per il tempo dedicato a condividerlo.',
    sophisticated: 'È un vero piacere sapere che ha trovato il suo posto nella sua quotidianità.',
  },
  neutral: [
    (s) => `grazie per aver dedicato del tempo a parlarci di ${s}.`,
    (s) => `grazie per la sua opinione sincera su ${s}.`,
    (s) => `apprezziamo che condivida cosa pensa di ${s}.`,
    (s) => `grazie per il suo commento su ${s}.`,
    (s) => `grazie per averci raccontato come si trova con ${s}.`,
  ],
  question: [
    'grazie per la domanda!',
    'ottima domanda!',
    'grazie per averlo chiesto!',
    'siamo felici di aiutarla!',
    'grazie per averci scritto!',
  ],
  answer: {
    buyAt: (p, url) => `Può ordinare ${p} qui: ${url}`,
    buyAtStore: (url) => `Trova tutti i nostri prodotti nel nostro negozio online: ${url}`,
    inStock: (p) => `Buone notizie: ${p} è disponibile in questo momento.`,
    soldOut: (p) => `${p} è esaurito al momento.`,
    price: (p, price) => `${p} costa ${price}.`,
    variants: (p, list) => `${p} è disponibile in ${list}.`,
    shipping: 'Ci invii un messaggio privato con il suo paese e verificheremo le opzioni di spedizione per lei.',
    askDetails: 'Ci invii un messaggio privato con qualche dettaglio e le risponderemo al più presto.',
  },
  delivery: [
    'ci dispiace davvero che il suo ordine stia impiegando così tanto.',
    "ci scusiamo per l'attesa, non è l'esperienza che vogliamo per lei.",
    'ci scusiamo perché il suo pacco non è ancora arrivato.',
    'grazie per la pazienza, e ci scusi per il ritardo.',
    'ci dispiace che stia ancora aspettando il suo ordine.',
  ],
  order: {
    unfulfilled: (o, placed) =>
      `Il suo ordine ${o}, effettuato il ${placed}, è in preparazione e non è ancora stato spedito.`,
    in_transit: (o, shipped, carrier) =>
      `Il suo ordine ${o} è stato spedito il ${shipped}${carrier ? ` con ${carrier}` : ''} ed è in viaggio.`,
    delivered: (o, day) => `Il suo ordine ${o} risulta consegnato il ${day}.`,
    partially_fulfilled: (o) => `Una parte del suo ordine ${o} è stata spedita; il resto è in preparazione.`,
    cancelled: (o) => `Il suo ordine ${o} risulta annullato.`,
    tracking: (number, url) => (url ? `Può seguirlo qui: ${url}` : `Il numero di tracciamento è ${number}.`),
  },
  deliveryNext: {
    withOrder: 'Se qualcosa non torna, risponda a questo messaggio e contatteremo subito il corriere.',
    withoutOrder: "Ci invii il numero d'ordine in un messaggio privato e verificheremo subito dove si trova.",
  },
  quality: [
    (s) => `ci dispiace sinceramente che ${s} non sia arrivato in perfette condizioni.`,
    (s) => `ci dispiace leggere del problema con ${s}.`,
    (s) => `ci scusiamo: ${s} non avrebbe mai dovuto arrivarle così.`,
    (s) => `ci dispiace che ${s} l'abbia delusa.`,
    (s) => `grazie per averci segnalato il problema con ${s}, e ci scusiamo.`,
  ],
  sizing: [
    (s) => `ci dispiace che la taglia di ${s} non fosse quella giusta.`,
    (s) => `ci dispiace che ${s} non vesta come previsto.`,
    (s) => `grazie per averci parlato della vestibilità di ${s}, e ci scusi per il disagio.`,
    (s) => `ci scusiamo perché la taglia di ${s} non era corretta.`,
    (s) => `ci dispiace che ${s} non le stia bene.`,
  ],
  sizingNext: "Saremo felici di aiutarla a cambiarlo con un'altra taglia: risponda con il numero d'ordine.",
  service: [
    'ci dispiace averla delusa e che non abbia ricevuto la risposta di cui aveva bisogno.',
    "ci dispiace per l'esperienza che ha avuto con il nostro team.",
    'ci scusiamo: meritava una risposta rapida e utile.',
    'ci dispiace che sia stato così difficile contattarci.',
    'grazie per avercelo detto, e ci scusiamo per non essere stati all’altezza.',
  ],
  negative: [
    (s) => `ci dispiace che ${s} non abbia soddisfatto le sue aspettative.`,
    (s) => `grazie per la sua opinione sincera su ${s}, e ci dispiace.`,
    (s) => `ci dispiace per la sua esperienza con ${s}.`,
    (s) => `ci scusiamo perché ${s} non è stato all'altezza.`,
    (s) => `ci dispiace che ${s} non fosse ciò che sperava.`,
  ],
  contact: {
    social: "Ci invii un messaggio privato con il numero d'ordine così possiamo rimediare.",
    review: (store) =>
      store
        ? `Ci contatti tramite ${store} con il numero d'ordine così possiamo rimediare.`
        : "Risponda a questo messaggio con il numero d'ordine così possiamo rimediare.",
  },
  closing: {
    friendly: (b) => `Un caro saluto, il team ${b}`,
    professional: (b) => `Cordiali saluti, Servizio clienti ${b}`,
    sophisticated: (b) => `Con i nostri più calorosi saluti, ${b}`,
  },
  subject: { review: 'il suo ordine', social: 'i nostri prodotti' },
};
