import type { PhrasePack } from './types.ts';

export const pt: PhrasePack = {
  locale: 'pt-PT',
  greet: {
    friendly: [(n) => `Olá ${n},`, (n) => `Oi ${n},`, (n) => `Olá, ${n}!`, (n) => `Oi, ${n}!`],
    professional: [(n) => `Prezado(a) ${n},`, (n) => `Olá ${n},`, (n) => `Bom dia ${n},`, (n) => `Caro(a) ${n},`],
    sophisticated: [(n) => `Caro(a) ${n},`, (n) => `Prezado(a) ${n},`, (n) => `Bom dia ${n},`, (n) => `Olá ${n},`],
  },
  greetNoName: {
    friendly: ['Olá,', 'Oi,', 'Olá!', 'Oi!'],
    professional: ['Olá,', 'Bom dia,', 'Prezado(a) cliente,', 'Caro(a) cliente,'],
    sophisticated: ['Bom dia,', 'Caro(a) cliente,', 'Olá,', 'Prezado(a) cliente,'],
  },
  praise: [
    (s) => `muito obrigado pelas palavras tão gentis sobre ${s}!`,
    (s) => `ler a sua opinião sobre ${s} alegrou o nosso dia.`,
    (s) => `ficamos muito felizes por ${s} ter correspondido às suas expectativas.`,
    (s) => `obrigado por partilhar a sua experiência com ${s}.`,
    (s) => `a sua avaliação de ${s} deixou-nos com um grande sorriso.`,
  ],
  praiseFollow: {
    friendly: 'Ficamos muito contentes por estar a gostar!',
    professional: 'Agradecemos por ter dedicado um momento a partilhá-lo.',
    sophisticated: 'É um verdadeiro prazer saber que encontrou o seu lugar no seu dia a dia.',
  },
  neutral: [
    (s) => `obrigado por dedicar um momento a contar-nos sobre ${s}.`,
    (s) => `obrigado pela sua opinião sincera sobre ${s}.`,
    (s) => `agradecemos que partilhe o que pensa sobre ${s}.`,
    (s) => `obrigado pelo seu comentário sobre ${s}.`,
    (s) => `obrigado por nos contar como está a correr com ${s}.`,
  ],
  question: [
    'obrigado pela sua pergunta!',
    'ótima pergunta!',
    'obrigado por perguntar!',
    'teremos todo o gosto em ajudar!',
    'obrigado pela mensagem!',
  ],
  answer: {
    buyAt: (p, url) => `Pode encomendar ${p} aqui: ${url}`,
    buyAtStore: (url) => `Encontra todos os nossos produtos na nossa loja online: ${url}`,
    inStock: (p) => `Boas notícias: ${p} está disponível neste momento.`,
    soldOut: (p) => `${p} está esgotado neste momento.`,
    price: (p, price) => `${p} custa ${price}.`,
    variants: (p, list) => `${p} está disponível em ${list}.`,
    shipping: 'Envie-nos uma mensagem privada com o seu país e verificamos as opções de envio para si.',
    askDetails: 'Envie-nos uma mensagem privada com alguns detalhes e respondemos-lhe rapidamente.',
  },
  delivery: [
    'lamentamos muito que a sua encomenda esteja a demorar tanto.',
    'pedimos desculpa pela espera, não é a experiência que queremos para si.',
    'pedimos desculpa por a sua encomenda ainda não ter chegado.',
    'obrigado pela paciência, e desculpe o atraso.',
    'lamentamos que ainda esteja à espera da sua encomenda.',
  ],
  order: {
    unfulfilled: (o, placed) =>
      `A sua encomenda ${o}, feita a ${placed}, está a ser preparada e ainda não foi enviada.`,
    in_transit: (o, shipped, carrier) =>
      `A sua encomenda ${o} foi enviada a ${shipped}${carrier ? ` com a ${carrier}` : ''} e está a caminho.`,
    delivered: (o, day) => `A sua encomenda ${o} aparece como entregue a ${day}.`,
    partially_fulfilled: (o) => `Parte da sua encomenda ${o} já foi enviada; o resto está a ser preparado.`,
    cancelled: (o) => `A sua encomenda ${o} aparece como cancelada.`,
    tracking: (number, url) => (url ? `Pode acompanhá-la aqui: ${url}` : `O número de seguimento é ${number}.`),
  },
  deliveryNext: {
    withOrder: 'Se algo não bater certo, responda a esta mensagem e falamos de imediato com a transportadora.',
    withoutOrder: 'Envie-nos o número da encomenda por mensagem privada e verificamos já onde está.',
  },
  quality: [
    (s) => `lamentamos sinceramente que ${s} não tenha chegado nas condições devidas.`,
    (s) => `lamentamos saber do problema com ${s}.`,
    (s) => `pedimos desculpa: ${s} nunca lhe deveria ter chegado assim.`,
    (s) => `lamentamos que ${s} o tenha desiludido.`,
    (s) => `obrigado por nos avisar do problema com ${s}, e pedimos desculpa.`,
  ],
  sizing: [
    (s) => `lamentamos que o tamanho de ${s} não tenha sido o certo.`,
    (s) => `lamentamos que ${s} não tenha servido como esperava.`,
    (s) => `obrigado por nos falar do tamanho de ${s}, e desculpe o incómodo.`,
    (s) => `pedimos desculpa por o tamanho de ${s} não ter sido o correto.`,
    (s) => `lamentamos que ${s} não tenha servido.`,
  ],
  sizingNext: 'Teremos todo o gosto em ajudar a trocar por outro tamanho: responda com o número da encomenda.',
  service: [
    'lamentamos tê-lo desiludido e que não tenha recebido a resposta de que precisava.',
    'lamentamos a experiência que teve com a nossa equipa.',
    'pedimos desculpa: merecia uma resposta rápida e útil.',
    'lamentamos que tenha sido tão difícil contactar-nos.',
    'obrigado por nos dizer, e pedimos desculpa por não termos estado à altura.',
  ],
  negative: [
    (s) => `lamentamos que ${s} não tenha correspondido às suas expectativas.`,
    (s) => `obrigado pela sua opinião sincera sobre ${s}, e lamentamos.`,
    (s) => `lamentamos a sua experiência com ${s}.`,
    (s) => `pedimos desculpa por ${s} não ter estado à altura.`,
    (s) => `lamentamos que ${s} não tenha sido o que esperava.`,
  ],
  contact: {
    social: 'Envie-nos uma mensagem privada com o número da encomenda para podermos resolver isto.',
    review: (store) =>
      store
        ? `Contacte-nos através de ${store} com o número da encomenda para podermos resolver isto.`
        : 'Responda a esta mensagem com o número da encomenda para podermos resolver isto.',
  },
  closing: {
    friendly: (b) => `Um abraço, a equipa ${b}`,
    professional: (b) => `Com os melhores cumprimentos, Apoio ao Cliente ${b}`,
    sophisticated: (b) => `Com os nossos mais calorosos cumprimentos, ${b}`,
  },
  subject: { review: 'a sua encomenda', social: 'os nossos produtos' },
};
