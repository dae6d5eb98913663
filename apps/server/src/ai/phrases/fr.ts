import type { PhrasePack } from './types.ts';

export const fr: PhrasePack = {
  locale: 'fr-FR',
  greet: {
    friendly: [(n) => `Bonjour ${n},`, (n) => `Coucou ${n},`, (n) => `Salut ${n},`, (n) => `Hello ${n},`],
    professional: [
      (n) => `Bonjour ${n},`,
      (n) => `Bonjour à vous ${n},`,
      (n) => `Cher·e ${n},`,
      (n) => `Bien le bonjour ${n},`,
    ],
    sophisticated: [
      (n) => `Cher·e ${n},`,
      (n) => `Bonjour ${n},`,
      (n) => `Bien le bonjour ${n},`,
      (n) => `Bonjour à vous ${n},`,
    ],
  },
  greetNoName: {
    friendly: ['Bonjour,', 'Coucou,', 'Salut,', 'Hello,'],
    professional: ['Bonjour,', 'Madame, Monsieur,', 'Chère cliente, cher client,', 'Bonjour à vous,'],
    sophisticated: ['Bonjour,', 'Bien le bonjour,', 'Chère cliente, cher client,', 'Bonjour à vous,'],
  },
  praise: [
    (s) => `merci infiniment pour vos mots si gentils sur ${s} !`,
    (s) => `votre avis sur ${s} a illuminé notre journée.`,
    (s) => `nous sommes ravis que ${s} ait été à la hauteur de vos attentes.`,
    (s) => `merci beaucoup d'avoir partagé votre expérience avec ${s}.`,
    (s) => `votre avis sur ${s} nous a donné le sourire.`,
  ],
  praiseFollow: {
    friendly: 'Nous sommes tellement contents que vous l’aimiez !',
    professional: 'Nous vous remercions d’avoir pris le temps de le partager.',
    sophisticated: 'C’est un véritable plaisir de savoir qu’il a trouvé sa place chez vous.',
  },
  neutral: [
    (s) => `merci d'avoir pris le temps de nous parler de ${s}.`,
    (s) => `merci pour votre avis sincère sur ${s}.`,
    (s) => `nous apprécions que vous partagiez votre ressenti sur ${s}.`,
    (s) => `merci pour votre commentaire sur ${s}.`,
    (s) => `merci de nous dire comment se passe votre expérience avec ${s}.`,
  ],
  question: [
    'merci pour votre question !',
    'excellente question !',
    'merci de nous avoir posé la question !',
    'avec plaisir !',
    'merci de nous avoir écrit !',
  ],
  answer: {
    buyAt: (p, url) => `Vous pouvez commander ${p} ici : ${url}`,
    buyAtStore: (url) => `Vous trouverez tous nos produits dans notre boutique en ligne : ${url}`,
    inStock: (p) => `Bonne nouvelle : ${p} est disponible en ce moment.`,
    soldOut: (p) => `${p} est en rupture de stock pour le moment.`,
    price: (p, price) => `${p} coûte ${price}.`,
    variants: (p, list) => `${p} existe en ${list}.`,
    shipping: 'Envoyez-nous un message privé avec votre pays et nous vérifierons les options de livraison pour vous.',
    askDetails: 'Envoyez-nous un message privé avec quelques détails et nous vous répondrons rapidement.',
  },
  delivery: [
    'nous sommes vraiment désolés que votre commande prenne autant de temps.',
    "nous sommes désolés pour l'attente, ce n'est pas l'expérience que nous souhaitons pour vous.",
    'toutes nos excuses : votre colis ne vous est pas encore parvenu.',
    'merci pour votre patience, et désolés pour le retard.',
    'nous sommes désolés que vous attendiez toujours votre commande.',
  ],
  order: {
    unfulfilled: (o, placed) =>
      `Votre commande ${o}, passée le ${placed}, est en préparation et n'a pas encore été expédiée.`,
    in_transit: (o, shipped, carrier) =>
      `Votre commande ${o} a été expédiée le ${shipped}${carrier ? ` avec ${carrier}` : ''} et est en route.`,
    delivered: (o, day) => `Votre commande ${o} apparaît comme livrée le ${day}.`,
    partially_fulfilled: (o) => `Une partie de votre commande ${o} a été expédiée ; le reste est en préparation.`,
    cancelled: (o) => `Votre commande ${o} apparaît comme annulée.`,
    tracking: (number, url) => (url ? `Vous pouvez la suivre ici : ${url}` : `Le numéro de suivi est ${number}.`),
  },
  deliveryNext: {
    withOrder:
      'Si quelque chose ne correspond pas, répondez à ce message et nous relancerons le transporteur tout de suite.',
    withoutOrder: 'Envoyez-nous votre numéro de commande en message privé et nous vérifierons où elle se trouve.',
  },
  quality: [
    (s) => `nous sommes sincèrement désolés que ${s} ne soit pas arrivé dans l'état attendu.`,
    (s) => `nous sommes désolés d'apprendre le problème avec ${s}.`,
    (s) => `toutes nos excuses : ${s} n'aurait jamais dû vous parvenir ainsi.`,
    (s) => `nous sommes désolés que ${s} vous ait déçu.`,
    (s) => `merci de nous avoir signalé le problème avec ${s}, et toutes nos excuses.`,
  ],
  sizing: [
    (s) => `nous sommes désolés que la taille de ${s} ne vous convienne pas.`,
    (s) => `désolés que ${s} ne vous aille pas comme prévu.`,
    (s) => `merci de nous parler de la taille de ${s}, et désolés pour le désagrément.`,
    (s) => `toutes nos excuses : la taille de ${s} ne vous a pas convenu.`,
    (s) => `désolés que ${s} ne vous aille pas.`,
  ],
  sizingNext:
    "Nous serons ravis de vous aider à l'échanger contre une autre taille : répondez avec votre numéro de commande.",
  service: [
    "nous sommes désolés de vous avoir déçu et que vous n'ayez pas obtenu la réponse attendue.",
    "nous sommes désolés de l'expérience que vous avez eue avec notre équipe.",
    'toutes nos excuses : vous méritiez une réponse rapide et utile.',
    'nous sommes désolés que nous ayons été si difficiles à joindre.',
    "merci de nous l'avoir dit, et désolés de ne pas avoir été à la hauteur.",
  ],
  negative: [
    (s) => `nous sommes désolés que ${s} n'ait pas répondu à vos attentes.`,
    (s) => `merci pour votre avis sincère sur ${s}, et toutes nos excuses.`,
    (s) => `nous sommes désolés de votre expérience avec ${s}.`,
    (s) => `toutes nos excuses : ${s} n'a pas été à la hauteur.`,
    (s) => `désolés que ${s} ne soit pas ce que vous espériez.`,
  ],
  contact: {
    social: 'Envoyez-nous un message privé avec votre numéro de commande afin que nous puissions arranger cela.',
    review: (store) =>
      store
        ? `Contactez-nous via ${store} avec votre numéro de commande afin que nous puissions arranger cela.`
        : 'Répondez à ce message avec votre numéro de commande afin que nous puissions arranger cela.',
  },
  closing: {
    friendly: (b) => `Bien à vous, l'équipe ${b}`,
    professional: (b) => `Cordialement, le service client ${b}`,
    sophisticated: (b) => `Avec nos salutations les plus chaleureuses, ${b}`,
  },
  subject: { review: 'votre commande', social: 'nos produits' },
};
