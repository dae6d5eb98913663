import type { PhrasePack } from './types.ts';

export const en: PhrasePack = {
  locale: 'en-US',
  greet: {
    friendly: [(n) => `Hi ${n},`, (n) => `Hey ${n},`, (n) => `Hello ${n},`, (n) => `Hi there ${n},`],
    professional: [(n) => `Dear ${n},`, (n) => `Hello ${n},`, (n) => `Good day ${n},`, (n) => `Hi ${n},`],
    sophisticated: [(n) => `Dear ${n},`, (n) => `Good day ${n},`, (n) => `Hello ${n},`, (n) => `Greetings ${n},`],
  },
  greetNoName: {
    friendly: ['Hi there,', 'Hey,', 'Hello,', 'Hi,'],
    professional: ['Hello,', 'Good day,', 'Dear customer,', 'Hi,'],
    sophisticated: ['Good day,', 'Dear friend,', 'Hello,', 'Greetings,'],
  },
  praise: [
    (s) => `thank you so much for the kind words about ${s}!`,
    (s) => `it made our day to read what you think of ${s}.`,
    (s) => `we're delighted ${s} lived up to your expectations.`,
    (s) => `thanks a lot for sharing your experience with ${s}.`,
    (s) => `your review of ${s} put a big smile on our faces.`,
  ],
  praiseFollow: {
    friendly: "We're so happy you're enjoying it.",
    professional: 'We appreciate you taking the time to share it.',
    sophisticated: 'It is a genuine pleasure to know it has found its place with you.',
  },
  neutral: [
    (s) => `thank you for taking the time to tell us about ${s}.`,
    (s) => `thanks for your honest feedback on ${s}.`,
    (s) => `we appreciate you sharing your thoughts on ${s}.`,
    (s) => `thank you for your comment about ${s}.`,
    (s) => `thanks for letting us know how ${s} is working for you.`,
  ],
  question: [
    'thanks for your question!',
    'great question!',
    'thanks for asking!',
    'happy to help!',
    'thanks for reaching out!',
  ],
  answer: {
    buyAt: (p, url) => `You can order the ${p} right here: ${url}`,
    buyAtStore: (url) => `You'll find all our products in our online store: ${url}`,
    inStock: (p) => `Good news: the ${p} is in stock right now.`,
    soldOut: (p) => `The ${p} is sold out at the moment.`,
    price: (p, price) => `The ${p} costs ${price}.`,
    variants: (p, list) => `The ${p} comes in ${list}.`,
    shipping: "Send us a private message with your country and we'll check the delivery options for you.",
    askDetails: "Send us a private message with a few details and we'll get back to you with an answer.",
  },
  delivery: [
    "we're really sorry your order is taking this long.",
    "we're sorry for the wait, that's not the experience we want for you.",
    'we apologise that your parcel has not reached you yet.',
    'thank you for your patience, and sorry for the delay.',
    "we're sorry to hear you're still waiting for your order.",
  ],
  order: {
    unfulfilled: (o, placed) => `Your order ${o}, placed on ${placed}, is being prepared and has not shipped yet.`,
    in_transit: (o, shipped, carrier) =>
      `Your order ${o} shipped on ${shipped}${carrier ? ` with ${carrier}` : ''} and is on its way.`,
    delivered: (o, day) => `Your order ${o} shows as delivered on ${day}.`,
    partially_fulfilled: (o) => `Part of your order ${o} has shipped; the rest is being prepared.`,
    cancelled: (o) => `Your order ${o} shows as cancelled.`,
    tracking: (number, url) => (url ? `You can follow it here: ${url}` : `The tracking number is ${number}.`),
  },
  deliveryNext: {
    withOrder: "If anything doesn't match, reply to this message and we'll chase it with the carrier right away.",
    withoutOrder: "Please send us your order number in a private message and we'll check where it is right away.",
  },
  quality: [
    (s) => `we're truly sorry that ${s} didn't arrive in the condition it should.`,
    (s) => `we're sorry to read about the problem with ${s}.`,
    (s) => `we apologise: ${s} should never reach you like this.`,
    (s) => `we're sorry ${s} disappointed you.`,
    (s) => `thank you for telling us about the issue with ${s}, and we're sorry.`,
  ],
  sizing: [
    (s) => `we're sorry the size of ${s} wasn't right for you.`,
    (s) => `we're sorry ${s} didn't fit as expected.`,
    (s) => `thank you for letting us know about the fit of ${s}, and sorry for the trouble.`,
    (s) => `we apologise that the sizing of ${s} let you down.`,
    (s) => `sorry to hear ${s} didn't fit.`,
  ],
  sizingNext:
    "We'd be glad to help you exchange it for another size: reply with your order number and we'll sort it out.",
  service: [
    "we're sorry we let you down, and that you didn't get the answer you needed.",
    "we're sorry for the experience you had with our team.",
    'we apologise: you deserved a quick and helpful answer.',
    "we're sorry it was so hard to reach us.",
    "thank you for telling us, and we're sorry we fell short.",
  ],
  negative: [
    (s) => `we're sorry to hear ${s} didn't meet your expectations.`,
    (s) => `thank you for your honest feedback on ${s}, and we're sorry.`,
    (s) => `we're sorry about your experience with ${s}.`,
    (s) => `we apologise that ${s} fell short.`,
    (s) => `we're sorry ${s} wasn't what you hoped for.`,
  ],
  contact: {
    social: 'Please send us a private message with your order number so we can make it right.',
    review: (store) =>
      store
        ? `Please contact us through ${store} with your order number so we can make it right.`
        : 'Please reply to this message with your order number so we can make it right.',
  },
  closing: {
    friendly: (b) => `Warm regards, the ${b} team`,
    professional: (b) => `Kind regards, ${b} Customer Care`,
    sophisticated: (b) => `With our warmest regards, ${b}`,
  },
  subject: { review: 'your order', social: 'our products' },
};
