/**
 * What people write when they complain about a delivery, a product's quality, its size or the service, or
 * ask where to buy, whether it is in stock, what it costs or which sizes exist: one pattern per cue and
 * language (en, es, fr, de, it, pt, nl), matched on the lower-cased text.
 */
const any = (...patterns: RegExp[]) => patterns;

export const DELIVERY_CUES = any(
  /\b(not (yet )?(arrived|received|delivered|here)|never (arrived|came|received|got)|still (nothing|waiting|not (here|arrived|received))|where('?s| is) my (order|package|parcel)|(hasn'?t|has not|haven'?t|have not) (arrived|shipped|come|received|got)|stuck in transit|lost (in the mail|my (package|parcel))|(late|delayed) delivery|delivery (is |was )?(late|delayed)|took (weeks|forever|ages) to (arrive|ship)|\d+ (days|weeks) ago and (still|nothing|no))\b/u,
  /(todav[ií]a no (me )?(ha )?(lleg|recib)|no (me )?ha llegado|nunca (me )?lleg[oó]|d[oó]nde est[aá] mi (pedido|paquete)|el env[ií]o tard[oó]|sigo esperando|no he recibido)/u,
  /(toujours pas (re[çc]u|arriv|livr)|jamais (re[çc]u|arriv)|pas encore (re[çc]u|arriv)|o[uù] est ma commande|n'est (toujours |jamais |pas )?(arriv|livr)|livraison (tr[eè]s )?(lente|en retard))/u,
  /(noch (immer )?nicht (angekommen|da|geliefert|erhalten)|immer noch (nicht|nichts)|nie angekommen|wo (ist|bleibt) meine (bestellung|lieferung)|wo bleibt mein paket|nicht (angekommen|geliefert|erhalten)|warte (seit|immer noch))/u,
  /(non (è |e )?(ancora )?(arrivat|ricevut|consegnat)|mai arrivat|dov'è il mio (ordine|pacco)|ancora (niente|nulla)|spedizione (lenta|in ritardo)|aspetto da)/u,
  /(ainda n[ãa]o (chegou|recebi)|nunca chegou|n[ãa]o (chegou|recebi)|cad[êe] (o )?meu pedido|onde est[áa] (o )?meu pedido|entrega (atrasada|demorou)|demorou (muito|demais)|esperando h[áa])/u,
  /(nog (steeds |altijd )?niet (aangekomen|ontvangen|geleverd|binnen)|nooit aangekomen|waar (is|blijft) mijn (bestelling|pakket)|levering (duurt|is te laat)|niet ontvangen|wacht al)/u,
);

export const QUALITY_CUES = any(
  /\b(broken|broke|damaged|defective|faulty|cracked|chipped|leak(s|ed|ing)?|stopped working|fell apart|(poor|bad|low|cheap) quality|cheaply made|not as (described|pictured|advertised)|(doesn'?t|does not|didn'?t|did not) work|rash|irritation|stale|expired|ripped|torn|peeling|faded|nothing like the (photo|picture)|tastes? (burnt|bad|awful|bitter))\b/u,
  /(roto|rota|rompi[oó]|da[ñn]ad[oa]|defectuos[oa]|mala calidad|calidad (mala|p[ée]sima)|no funciona|no corresponde|no es como (en )?la foto)/u,
  /(cass[ée]|ab[iî]m[ée]|d[ée]fectueu|mauvaise qualit[ée]|qualit[ée] (m[ée]diocre|mauvaise|nulle)|ne fonctionne (pas|plus)|rien [àa] voir avec|ne correspond pas)/u,
  /(kaputt|besch[äa]digt|defekt|schlechte qualit[äa]t|qualit[äa]t ist (schlecht|mies)|funktioniert nicht|entspricht nicht)/u,
  /(rott[oaie]|danneggiat|difettos|qualit[àa] (pessima|scarsa|bassa)|non funziona|non corrisponde)/u,
  /(quebrad|danificad|defeito|qualidade (p[ée]ssima|ruim|baixa)|n[ãa]o funciona|n[ãa]o corresponde)/u,
  /(kapot|beschadigd|defect|slechte kwaliteit|kwaliteit valt tegen|werkt niet|niet zoals op de foto)/u,
);

export const SIZING_CUES = any(
  /\b(too (small|big|large|tight|loose|short|long)|runs? (small|large|big)|(doesn'?t|does not|didn'?t|did not) fit|wrong size|siz(e|ing) (is|was) (off|wrong)|had to (return|exchange) (it|them) for a (bigger|smaller))\b/u,
  /(talla (es )?(muy )?(peque[ñn]|grande|equivocad)|me queda (peque[ñn]|grande|chic)|no me (queda|entra))/u,
  /(taille (trop )?(petit|grand)|trop (petit|grand|serr)|taille mal)/u,
  /(zu (klein|gro[ßs]|eng|weit)|f[äa]llt (klein|gro[ßs])|passt nicht|gr[öo][ßs]e (f[äa]llt|stimmt nicht))/u,
  /(troppo (piccol|grand|strett)|taglia (sbagliata|piccola)|veste (piccolo|grande)|non mi sta)/u,
  /(muito (pequen|apertad)|tamanho (errado|pequeno)|n[ãa]o serviu|ficou (pequen|grande|apertad))/u,
  /(te (klein|groot|krap|strak)|valt (klein|groot)|past niet|verkeerde maat)/u,
);

export const SERVICE_CUES = any(
  /\b(customer (service|support|care)|support (team )?(has not|hasn'?t|never|didn'?t|did not)|no ?(one|body) (answers|answered|replies|replied|responds|responded|got back)|no (response|reply|answer)|never (replied|responded|answered|got back)|rude|ignored|(worst|terrible|awful|bad|horrible) service|can'?t reach|unanswered)\b/u,
  /(atenci[oó]n al cliente|servicio al cliente|nadie (me )?responde|no (me )?responden|sin respuesta|p[ée]simo servicio)/u,
  /(service client|personne ne r[ée]pond|aucune r[ée]ponse|sans r[ée]ponse|service (nul|d[ée]plorable))/u,
  /(kundenservice|kundendienst|niemand antwortet|keine antwort|support antwortet nicht)/u,
  /(servizio clienti|assistenza clienti|nessuno risponde|nessuna risposta)/u,
  /(atendimento|ningu[ée]m responde|sem resposta|n[ãa]o respondem)/u,
  /(klantenservice|niemand reageert|geen (antwoord|reactie)|reageren niet)/u,
);

const QUESTION_STARTS =
  /^(where|how|when|what|which|why|who|do|does|did|is|are|can|could|will|would|should|any|dónde|donde|cómo|cuándo|cuánto|hay|tienen|hacen|puedo|où|comment|quand|combien|est-ce|avez|pouvez|wo|wie|wann|gibt|habt|haben|kann|könnt|dove|quando|quanto|avete|c'è|posso|onde|vocês|tem|têm|waar|hoe|wanneer|hebben|kan|kunnen|zijn)(?![\p{L}\p{N}])/u;

/** A question mark, or a sentence that opens the way questions do in one of our languages. */
export function looksLikeQuestion(text: string): boolean {
  if (/[?¿]/.test(text)) return true;
  return text
    .toLowerCase()
    .split(/(?<=[.!…])\s+|\n+/u)
    .some((sentence) => QUESTION_STARTS.test(sentence.trim()));
}

export const QUESTION_TOPICS = {
  where_to_buy: any(
    /\b(where (can|do|could) (i|we|you) (buy|get|order|find|purchase)|where to (buy|get|order)|how (can|do) i (buy|order|get)|link\s*\?|is it (on|in) (your|the) (site|website|shop|store))/u,
    /(d[oó]nde (puedo |se puede |lo puedo )?(comprar|conseguir|pedir)|c[oó]mo (lo )?(compro|pido))/u,
    /(o[uù] (puis-je |peut-on |l')?(acheter|trouver|commander)|comment (l')?acheter|comment commander)/u,
    /(wo (kann|k[öo]nnte) (ich|man) .*(kaufen|bestellen|finden|bekommen)|wo gibt es)/u,
    /(dove (posso |si pu[oò] )?(comprar|acquistar|trovar|ordinar))/u,
    /(onde (posso |eu posso |d[áa] pra )?(comprar|encontrar|pedir)|como (fa[çc]o para |eu )?compr)/u,
    /(waar (kan ik|kun je|koop ik) .*(kopen|bestellen|vinden)|waar te koop)/u,
  ),
  availability: any(
    /\b(back in stock|in stock|out of stock|sold out|restock|available (again|now|yet)|available\?)/u,
    /(disponible|en stock|agotad|de nuevo|otra vez)/u,
    /(disponible|en stock|en rupture|de retour)/u,
    /(verf[üu]gbar|wieder da|auf lager|ausverkauft|lieferbar)/u,
    /(disponibil|esaurit|di nuovo)/u,
    /(dispon[íi]vel|em estoque|esgotad|de volta)/u,
    /(op voorraad|leverbaar|uitverkocht|weer beschikbaar|beschikbaar)/u,
  ),
  price: any(
    /\b(how much|price|cost|costs|pricing)\b/u,
    /(cu[áa]nto (cuesta|vale|es)|precio)/u,
    /(combien|prix|co[uû]te)/u,
    /(was kostet|preis|wie teuer)/u,
    /(quanto costa|prezzo)/u,
    /(quanto custa|pre[çc]o)/u,
    /(hoeveel kost|prijs)/u,
  ),
  shipping: any(
    /\b(ship(ping)? to|deliver(y)? to|do you (ship|deliver))\b/u,
    /(env[ií]os? a|hacen env[ií]os|env[ií]an a)/u,
    /(livrez|livraison (en|au|aux|[àa])|exp[ée]diez)/u,
    /(liefert ihr|versand nach|versendet ihr|lieferung nach)/u,
    /(spedite|spedizione (in|a|verso))/u,
    /(entregam|enviam para|entrega em)/u,
    /(leveren jullie|verzenden jullie|verzending naar)/u,
  ),
  sizing: any(
    /\b(sizes?|bigger|larger|smaller|fit)\b/u,
    /(talla|tama[ñn]o|m[áa]s grande|m[áa]s peque)/u,
    /(taille|plus grand|plus petit)/u,
    /(gr[öo][ßs]e|gr[öo][ßs]er|kleiner)/u,
    /(taglia|pi[uù] grande|pi[uù] piccol)/u,
    /(tamanho|maior|menor)/u,
    /(maat|maten|groter|kleiner)/u,
  ),
} as const;
export type QuestionTopic = keyof typeof QUESTION_TOPICS | 'other';

export const matchesAny = (text: string, patterns: readonly RegExp[]) => patterns.some((pattern) => pattern.test(text));

/** The first topic the question is about, in the order a reply should answer them. */
export function questionTopic(text: string): QuestionTopic {
  const lower = text.toLowerCase();
  for (const topic of ['where_to_buy', 'availability', 'price', 'shipping', 'sizing'] as const) {
    if (matchesAny(lower, QUESTION_TOPICS[topic])) return topic;
  }
  return 'other';
}
