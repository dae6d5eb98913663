import type { PhrasePack } from './types.ts';

export const es: PhrasePack = {
  locale: 'es-ES',
  greet: {
    friendly: [(n) => `¡Hola ${n}!`, (n) => `Hola ${n},`, (n) => `¡Hola, ${n}!`, (n) => `Qué tal ${n},`],
    professional: [
      (n) => `Estimado/a ${n}:`,
      (n) => `Hola ${n},`,
      (n) => `Buenos días ${n},`,
      (n) => `Apreciado/a ${n}:`,
    ],
    sophisticated: [
      (n) => `Estimado/a ${n}:`,
      (n) => `Buenos días ${n},`,
      (n) => `Apreciado/a ${n}:`,
      (n) => `Hola ${n},`,
    ],
  },
  greetNoName: {
    friendly: ['¡Hola!', 'Hola,', '¡Hola a ti!', 'Qué tal,'],
    professional: ['Hola,', 'Buenos días,', 'Estimado/a cliente:', 'Saludos,'],
    sophisticated: ['Buenos días,', 'Estimado/a cliente:', 'Hola,', 'Saludos cordiales,'],
  },
  praise: [
    (s) => `muchísimas gracias por tus palabras sobre ${s}.`,
    (s) => `nos ha alegrado el día leer lo que opinas de ${s}.`,
    (s) => `nos encanta que ${s} haya estado a la altura de tus expectativas.`,
    (s) => `gracias por compartir tu experiencia con ${s}.`,
    (s) => `tu reseña de ${s} nos ha sacado una gran sonrisa.`,
  ],
  praiseFollow: {
    friendly: '¡Nos alegra mucho que lo estés disfrutando!',
    professional: 'Agradecemos que te hayas tomado el tiempo de compartirlo.',
    sophisticated: 'Es un verdadero placer saber que forma parte de tu día a día.',
  },
  neutral: [
    (s) => `gracias por tomarte el tiempo de contarnos sobre ${s}.`,
    (s) => `gracias por tu opinión sincera sobre ${s}.`,
    (s) => `agradecemos que compartas lo que piensas de ${s}.`,
    (s) => `gracias por tu comentario sobre ${s}.`,
    (s) => `gracias por contarnos qué tal te va con ${s}.`,
  ],
  question: [
    '¡gracias por tu pregunta!',
    '¡buena pregunta!',
    '¡gracias por preguntar!',
    '¡con gusto te ayudamos!',
    '¡gracias por escribirnos!',
  ],
  answer: {
    buyAt: (p, url) => `Puedes pedir ${p} aquí: ${url}`,
    buyAtStore: (url) => `Encontrarás todos nuestros productos en nuestra tienda online: ${url}`,
    inStock: (p) => `Buenas noticias: ${p} está disponible ahora mismo.`,
    soldOut: (p) => `${p} está agotado en este momento.`,
    price: (p, price) => `${p} cuesta ${price}.`,
    variants: (p, list) => `${p} está disponible en ${list}.`,
    shipping: 'Envíanos un mensaje privado con tu país y revisaremos las opciones de envío para ti.',
    askDetails: 'Envíanos un mensaje privado con algunos detalles y te responderemos enseguida.',
  },
  delivery: [
    'sentimos mucho que tu pedido esté tardando tanto.',
    'lamentamos la espera, no es la experiencia que queremos para ti.',
    'te pedimos disculpas porque tu paquete aún no ha llegado.',
    'gracias por tu paciencia y perdona el retraso.',
    'sentimos que sigas esperando tu pedido.',
  ],
  order: {
    unfulfilled: (o, placed) => `Tu pedido ${o}, realizado el ${placed}, se está preparando y aún no se ha enviado.`,
    in_transit: (o, shipped, carrier) =>
      `Tu pedido ${o} salió el ${shipped}${carrier ? ` con ${carrier}` : ''} y está en camino.`,
    delivered: (o, day) => `Tu pedido ${o} figura como entregado el ${day}.`,
    partially_fulfilled: (o) => `Parte de tu pedido ${o} ya se ha enviado; el resto se está preparando.`,
    cancelled: (o) => `Tu pedido ${o} figura como cancelado.`,
    tracking: (number, url) => (url ? `Puedes seguirlo aquí: ${url}` : `El número de seguimiento es ${number}.`),
  },
  deliveryNext: {
    withOrder: 'Si algo no cuadra, responde a este mensaje y lo revisaremos con la empresa de transporte de inmediato.',
    withoutOrder: 'Envíanos tu número de pedido por mensaje privado y comprobaremos dónde está enseguida.',
  },
  quality: [
    (s) => `sentimos de verdad que ${s} no llegara en las condiciones que debía.`,
    (s) => `lamentamos mucho el problema con ${s}.`,
    (s) => `te pedimos disculpas: ${s} nunca debería llegarte así.`,
    (s) => `sentimos que ${s} te haya decepcionado.`,
    (s) => `gracias por avisarnos del problema con ${s}, y lo sentimos.`,
  ],
  sizing: [
    (s) => `sentimos que la talla de ${s} no fuera la adecuada.`,
    (s) => `lamentamos que ${s} no te quedara como esperabas.`,
    (s) => `gracias por contarnos cómo te queda ${s}, y perdona las molestias.`,
    (s) => `te pedimos disculpas porque la talla de ${s} no fue la correcta.`,
    (s) => `sentimos que ${s} no te quedara bien.`,
  ],
  sizingNext: 'Con gusto te ayudamos a cambiarlo por otra talla: responde con tu número de pedido y lo solucionamos.',
  service: [
    'sentimos haberte fallado y que no recibieras la respuesta que necesitabas.',
    'lamentamos la experiencia que tuviste con nuestro equipo.',
    'te pedimos disculpas: merecías una respuesta rápida y útil.',
    'sentimos que haya sido tan difícil contactarnos.',
    'gracias por decírnoslo, y lamentamos no haber estado a la altura.',
  ],
  negative: [
    (s) => `sentimos que ${s} no cumpliera tus expectativas.`,
    (s) => `gracias por tu opinión sincera sobre ${s}, y lo sentimos.`,
    (s) => `lamentamos tu experiencia con ${s}.`,
    (s) => `te pedimos disculpas porque ${s} no estuvo a la altura.`,
    (s) => `sentimos que ${s} no fuera lo que esperabas.`,
  ],
  contact: {
    social: 'Envíanos un mensaje privado con tu número de pedido para que podamos solucionarlo.',
    review: (store) =>
      store
        ? `Escríbenos a través de ${store} con tu número de pedido para que podamos solucionarlo.`
        : 'Responde a este mensaje con tu número de pedido para que podamos solucionarlo.',
  },
  closing: {
    friendly: (b) => `Un abrazo, el equipo de ${b}`,
    professional: (b) => `Saludos cordiales, Atención al cliente de ${b}`,
    sophisticated: (b) => `Con nuestros más cordiales saludos, ${b}`,
  },
  subject: { review: 'tu pedido', social: 'nuestros productos' },
};
