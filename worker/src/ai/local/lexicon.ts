/**
 * @module ai/local/lexicon — the word lists the offline extractor reasons with: verbs that start a to-do,
 * fillers that precede one, and phrases that mark a thought as a feeling or an idea rather than a task.
 */

/** Base-form verbs a person writes a to-do with. Kept broad: a missed task costs more than a noisy one. */
/**
 * An infinitive with the pronouns Spanish and Italian write onto it: "enviarle el contrato a Lucía", "llamarla",
 * "mandargli il file" (Italian drops the infinitive's last "e").
 */
function withClitics(verb: string): string[] {
  const spanish = /(?:ar|er|ir)$/.test(verb) ? ['le', 'les', 'lo', 'la'].map((c) => verb + c) : [];
  const italian = /(?:are|ere|ire)$/.test(verb)
    ? ['lo', 'la', 'gli', 'le'].map((c) => verb.slice(0, -1) + c)
    : [];
  return [verb, ...spanish, ...italian];
}

export const ACTION_VERBS = new Set(
  `add apply approve arrange attend ask rsvp assign audit automate book bring buy call cancel change chase check clean clear
  close coordinate collect compare complete configure confirm contact create debug decide delegate deliver deploy do
  design discuss document double draft drop email e-mail enable enter escalate estimate file fill finalize finalise
  find finish fix follow get give grade hand have help hire image implement inform install interview introduce
  invite invoice investigate learn leave look mail make mark meet merge message migrate move mow notify order organize
  organise outline pack pay pick ping plan plant post practice practise prep prepare present print prioritize prioritise
  proofread publish purchase put raise reach read rebook reconcile record refactor register reimburse release remind
  redo refill remove renew reorder repair replace reply request reschedule research reset resolve restart restring return review revise
  rewrite roll rotate run schedule sell send set share ship sign sort speak start stop study submit sync take talk test
  text thank tidy tell train transfer try turn unblock update upgrade upload verify visit walk wash water wrap
  write edit cook drive fetch grab hang lock measure mend negotiate paint pitch polish recruit refund reserve
  respond ring save scan select settle shop sketch solve sweep swap teach tweak vacuum wipe cut dispose donate
  follow-up photograph pay-off delete drain scale bump sow dig glaze restring top push tag freeze announce
  redirect feed fold tune label film expand calibrate recalibrate retorque rebalance define choose collect pull
  resize circulate
  llamar comprar pagar enviar mandar recoger reservar revisar abrir limpiar llevar portare chiamare comprare pagare
  prenotare ritirare appeler acheter payer réserver envoyer ligar anrufen kaufen bezahlen bayad
  open pair pour join host inspect assemble archive provision rebuild reboot translate triage consult rent borrow
  lend prune trim weed rake bake iron unpack restock unload shred vote weigh celebrate defrost hoover dust repot mulch
  lay harvest varnish descale insulate go fit clip empty groom vaccinate sharpen unclog rewire recharge inflate laminate
  notarise notarize certify photocopy hem resole neuter microchip spay include loop stain sand declutter reseal plaster grout
  wax patch proofread venmo zelle paypal bleed
  renovar marcar levar buscar fazer agendar cancelar hacer pedir preparar escribir terminar mandare inviare fare rinnovare
  zadzwonić kupić zapłacić opłacić wysłać odebrać zrobić umówić zarezerwować sprawdzić napisać przygotować oddać załatwić
  naprawić zamówić posprzątać lipa lipia nunua tuma peleka safisha andika pika piga
  scrivere preparare ordinare prendre faire renouveler écrire préparer annuler commander rappeler récupérer
  falar perguntar avisar lembrar entregar confirmar hablar preguntar recordar contactar devolver
  demander parler contacter relancer vérifier confirmer prévenir chiedere parlare confermare controllare ricordare
  avvisare restituire
  tawagan bili bumili bilhin bayaran magbayad kunin ayusin linisin sabihan padalhan ipadala dalhin sunduin ihatid
  i-text i-email i-remind i-follow i-check i-book i-renew i-submit i-send i-call mag-book mag-order`
    .split(/\s+/)
    .filter(Boolean)
    .flatMap(withClitics),
);

/**
 * Words that, right after a leading verb-like word, show it is a noun opening a statement ("Test results came"), or a
 * name that is also a verb ("Mark says it happens to everyone").
 */
export const STATEMENT_SECOND_WORDS = new Set(
  `is are was were has had have went came looks seems looked seemed got gets 's results result went: went
  arrived shipped needs takes took keeps kept says reckons`.split(/\s+/),
);

/** Words that open or join a phrase, never a thing's name: a subject made of them is no thing ("the", "if", "to"). */
export const FUNCTION_WORD =
  /^(?:the|a|an|my|our|your|his|her|their|this|that|these|those|it|them|him|me|us|to|for|with|on|in|at|of|from|by|about|if|whether|when|and|or|what|who|which|how|why|where|so|sure|before|after|until|till|once|as|since|while)$/;

/** The sounds a speaker makes while thinking: "um", "uhh", "er", "erm" (dictation's fillers and pauses). */
export const HESITATION_WORDS = 'um+|uh+|erm|er';

/** Words to peel off the front of a clause before deciding what it is ("and also", "okay so", "then"). */
export const LEAD_FILLER =
  /^(?:(?:and|also|then|so|but|plus|ok|okay|oh|anyway|también|además|y también|aussi|et aussi|auch|und|anche|também|anyways|if not|otherwise|definitely|probably|actually|first thing|(?:after|before) (?:work|lunch|school|dinner|that|the (?:meeting|call|gym))|(?:this|in the|tomorrow) (?:morning|afternoon|evening)|later(?: today| on)?|some ?time(?=\s+(?:next|this)\b)|at lunch(?:time)?|on the way (?:home|in|back)|first(?!\s+time\b)|firstly|second|secondly|next(?!\s+(?:week|month|year|weekend|time|mon|tue|wed|thu|fri|sat|sun)\w*)|finally|lastly|after that|please|pls|kindly|just|still|really|or|ah|um|uh|well|btw|hey|oh and|oye|luego|y luego|entonces|pues|bueno|y|aur phir|aur|phir|und dann|dann|danach|et puis|puis|ensuite|et|e depois|depois|e poi|poi|e|(?:oh )?my god|oh god|omg|oh no|ugh|argh|damn|dammit|jeez|todo|to-?do|action items?|(?:my |the )?(?:tasks|things to do|to-?dos|list|jobs|errands)\s+(?:for\s+)?(?:today|tonight|tomorrow|this week|the week|next week|this weekend|the weekend)|real list|actual notes|my actual notes|besides|additionally|sep[ae]rately|unrelated(?:ly)?|on (?:a |an )?(?:separate|different|unrelated|another|other) note|(?:babe|babes|hun|hon|honey|sweetie|sweetheart|darling|bub)(?=,|\s+(?:the|my|our|your|can|could|would|pls|please|did|have|i|we|you|u|don['’]?t|remember)\b)|oh yeah|yeah|yep|yup|nah|nope|no(?=,)|right|now|what else|at some point|notes? for(?=\s+(?:next\s+|this\s+)?(?:mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tonight|later)[a-z]*\b)|(?:work|home|house|band|kids?|family|school|garden|admin|money|shop|office|car|health|personal|other) stuff(?: first| next| now)?|(?:just )?(?:a )?(?:quick |friendly |gentle )?reminders?(?: to| that(?= (?:i|we)\b))?(?!\s+(?:everyone|everybody|all|you|the|that|about|of|for(?!\s+(?:(?:next|this)\s+)?(?:mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tonight|later)))\b)|(?:on |this |next |by )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight)(?:\s+(?:morning|afternoon|evening|night))?(?:\s+(?:ko|tak))?(?=\s+[a-z]))\b[,:]?\s+)+/i;

/**
 * A thought, feeling or idea — never a task, even with a verb in it. Among them a habit taken up again ("start running
 * again", "get back into swimming"): a resolution, not one thing to do; signing off for the night ("Going to sleep.",
 * "ok going to try sleep", "night all"); and the dump saying what it is for ("need to get these down before bed", "get
 * this out of my head before work"): "these" are the lines of the dump itself; and a day that holds only the writer's
 * routine ("tomorrow = just teaching", "Tomorrow just teach + rest", "Nothing else today, just breathing"); thanks said
 * to someone ("Thank you Omar.", "thank you Hamid and crew!", "Thank you my baby."). "Someday" and
 * a lone "we'll see" are read in the other languages of mixed dumps too ("kabhi na kabhi", "algún día", "un jour";
 * "dekhte hain", "ya veremos", "on verra", "mal sehen"); "irgendwann" is not, writers split on it ("Steuererklärung… eh,
 * irgendwann" is wanted).
 */
export const NOT_A_TASK =
  /\b(?:kabhi na kabhi|alg[uú]n d[ií]a|un jour|eines tages)\b|^\s*(?:(?:ok|okay|haha|lol|but|par|pero|mais|aber|mas)[\s,.]+)*(?:dekhte hain|dekhenge|ya veremos|on verra|mal sehen|mal schauen|vamos ver)[\s.!…]*$|\b(?:get(?:ting)?|writ(?:e|ing)|jot(?:ting)?)\s+(?:these|this|it all|all this|everything)\s+(?:(?:all\s+)?down(?=\s*(?:$|[.!,;:…]|\s+(?:before|now|so|first|quick(?:ly)?|here|somewhere)\b))|out of my head\b)|\b(?:start|begin)\s+(?:to\s+\S+\s+|[a-z]+ing\b)(?:\s+[a-z'’-]+){0,4}?\s+again\b|\bget(?:ting)?\s+back\s+(?:in)?to\s+(?:[a-z]+ing|the gym|yoga|pilates|shape|a routine)\b|^\s*(?:(?:ok|okay|right|anyway|so|and)[\s,.!]+)*back to (?:it|work|the grind|business)[\s.!]*$|\b(?:if|in case)\s+(?:i|we)(?:['’]ve|\s+have)?\s+(?:missed|forgot(?:ten)?|left out)\s+(?:anything|something|anyone|someone)\b|^\s*(?:(?:thanks|thank you|and|so)[\s,!.]+)*(?:have|enjoy)\s+(?:a|your|the)\s+(?:(?:nice|good|great|lovely|wonderful|relaxing|restful|happy)\s+)?(?:day|weekend|week|evening|holidays?|break|time off)[\s.!]*$|\bthank (?:god|goodness|heavens|christ)\b|^\s*(?:thank (?:you|u)+|thanks|thx|ty)(?:\s+(?:so|very) much)?(?:,\s*|\s+)(?!(?:notes?|cards?|letters?|gifts?|e?mails?|messages?|texts?|for)\b)(?:my\s+)?[a-z]+(?:\s+(?:and|&)\s+(?:the\s+)?[a-z]+)?[\s!.,:)]*$|^\s*(?:(?:so|really|very|super|kinda|a bit|bit|feeling|feel)\s+)*(?:(?:grateful|thankful|excited|nervous|anxious|relieved|proud|pumped|psyched)\b(?:\s+(?:for|about|that|of)\b|[\s.!]*$)|(?:dreading|not looking forward to)\s)|^\s*(?:kindly\s+|please\s+)?do\s+the\s+needful[\s.!]*$|^\s*(?:(?:yep|yup|yes|yeah|sure|ok(?:ay)?|cool|k)[\s,!.]+)*(?:i['’]?m\s+|i am\s+)?on it\b|\bwill do(?:\s+(?:it|that))?(?:\s+(?:today|tomorrow|tonight|asap|now|later|first thing|(?:after|before) (?:lunch|work|school|the \w+)|this (?:morning|afternoon|evening)|in (?:a bit|an hour)))*\s*(?:[,.!]|$)|\bwonder(?:ing)? (?:if|whether)\b|\bsee you\b|\bthanks? (?:you )?(?:(?:so|very) much |a (?:million|lot|bunch|ton) |again )?for\b|^\s*(?:thanks|thank you|thank u|thanku|tysm|thx|ty|cheers|asante(?: sana)?|gracias|merci(?: beaucoup)?|danke(?: schön)?|grazie(?: mille)?|obrigad[oa]|arigato|dank je(?: wel)?|tack|takk|kiitos|shukran|ngiyabonga|dhanyavaad|salamat)(?: (?:so|very) much| a (?:million|lot|bunch))?(?:,?\s+(?:all|everyone|everybody|team|guys|folks|again|a todos|à tous|an alle|a tutti|love|babe|hun|hon|honey|darling|sweetie|sweetheart|mate|dear|x+))?[\s!.,:)]*$|\bnothing (?:needed|required|to do)\b|^\s*(?:(?:and|so|ok|anyway)[\s,]+)*(?:i['’]?m\s+|i am\s+|all\s+)?done for (?:today|tonight|the day|the week|now)\b|\b(?:stop|quit) (?:worrying|stressing|overthinking|obsessing|procrastinating|putting (?:it|this|that|things) off)\b|^\s*(?:(?:and|so|just)\s+)*(?:remember to\s+|don['’]?t forget to\s+)?(?:just\s+)?breathe(?=[\s.!…]*$|\s+(?:lol|haha|lmao|please|pls)\b)|^\s*(?:(?:ok|okay|right|so|anyway|and|ugh)[\s,.!]+)*(?:i['’]?m\s+|i am\s+)?(?:going to|gonna|off to|heading to)\s+(?:try\s+(?:to\s+|and\s+)?)?(?:sleep|bed)[\s.!…]*$|^\s*(?:good\s*)?(?:night|nite|g['’]?night)(?:\s+(?:all|everyone|everybody|team|guys|folks|x+))?[\s.!…]*$|(?:\b(?:i|we)\s+|^\s*(?:(?:ok|okay|and|so|also|really)[\s,]+)*)(?:(?:really|honestly|probably|also|just|seriously|definitely)\s+)*(?:should|need to|have to|must|ought to|gotta|got to)\s+(?:(?:really|honestly|probably|also|just|seriously|definitely|try to)\s+)*(?:(?:sleep|exercise|work out|rest|read|walk|stretch|meditate|relax|socialise|socialize|get out|go out|slow down|journal|drink water)\s+(?:more|less)|(?:drink|eat)\s+(?:more|less)|stop\s+(?!paying\b)[a-z]+(?:-[a-z]+)?ing)\b|^\s*(?:(?:ok|okay|ugh|just)[\s,.!]+)?(?:stop|breathe|relax|focus|chill(?: out)?|calm down|deep breaths?)[\s.!…]*$|^\s*(?:(?:today|tomorrow|tmrw|tonight|the weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s*[=:\-–—]\s*|\s+(?:is|will be)\s+|\s+)|nothing else(?:\s+(?:today|tomorrow|tonight))?(?:,\s*|\s+))just\s+(?:teach(?:ing)?|rest(?:ing)?|breath(?:e|ing)|sleep(?:ing)?|work(?:ing)?|chill(?:ing)?|relax(?:ing)?|recover(?:ing)?|lectures?|classes|meetings)(?:(?:\s*[+&]\s*|\s+and\s+)(?:teach(?:ing)?|rest(?:ing)?|breath(?:e|ing)|sleep(?:ing)?|work(?:ing)?|chill(?:ing)?|relax(?:ing)?|recover(?:ing)?|lectures?|classes|meetings))?[\s.!…]*$|\b(?:should|could|would)(?:n['’]?t)?(?:['’]ve|\s+have)\s+(?!to\b)[a-z]+(?:ed|en|wn|ne|ht|ft|nt|ld)\b|^\s*(?:(?:there['’]?s|there is|there are)\s+)?(?:nothing|not (?:much|a lot|many things)|no (?:plans?|deadlines?|rush|hurry|news|meetings?|action items?))(?:\s+(?:else|urgent|pressing|major|big|important|much|new|planned|scheduled|due|on|blocking|pending|outstanding|to report))?(?:\s+(?:at work|at home|for me|for us|on my plate|on the list))?(?=\s+(?:on|due|this|today|tonight|tomorrow|until|till|before|for|yet|i think|really|at all|as far as i know)\b|\s*[,;]\s*(?:on standby|all good|all fine|no blockers|no issues)\s*[.!]*\s*$|\s*[.!,;]*\s*$)(?![^.!?\n]*\b(?:but|except|apart from|other than|besides|just|only)\b)|^\s*(?:(?:pls|please|plz|just|oh|and|so|ok|okay)[\s,]+)*remind (?:me|us)[\s:.!]*$|^\s*(?:(?:please|kindly)\s+)?(?:find|see)\s+(?:attached|enclosed|herewith\b|[^.!?\n]{1,80}?\s(?:attached|enclosed|below)(?:\s+(?:as well|too|here|below|for (?:your )?(?:reference|review|information|records)))?\s*[.!]?$)|^\s*attached (?:is|are|you'll find|please find)\b|^\s*(?:just\s+)?(?:an?\s+)?(?:quick\s+|friendly\s+|gentle\s+)?reminder\s+that\s+(?:the|our|this|it|we|there|everyone|all|next)\b(?![^.!?\n]*\b(?:please|pls|need to|needs to|must|have to|due|expires?)\b)|^\s*please note (?:that )?(?:our|the office|the offices|we|i|this|it|office|there)\b|^\s*\(?\s*(?:(?:also|and|oh|btw|ps)[\s,]+)?fyi\b(?![^.!?\n]*\b(?:please|pls|can you|could you|need to|needs to|must|have to)\b)|\bno action (?:needed|required|on|for|yet|taken)\b|^\s*(?:[a-z][a-z .'-]{0,30}:\s*)?no (?:further )?action(?:\s+(?:this time|for now|at (?:this|the moment)|at present))?\s*[.!]*\s*$|\bno (?:prep|preparation|work|changes?|follow-?up)\s+(?:needed|required)\b|\bshould (?:i|we) (?:even\b|(?:really )?bother\b)|^\s*(?:(?:it was|it's|was|so)\s+)?(?:great|good|nice|lovely|a pleasure|wonderful) (?:to (?:see|speak|meet|catch up|chat|hear|talk|connect|know)|meeting|seeing|speaking|chatting|talking|catching up)\b|^\s*(?:a\s+)?(?:(?:big|huge|massive)\s+)?(?:thanks|thank you)\s+to\s+(?:everyone|everybody|all|you all|those|the)\b|\b(?:(?:don['’]?t|dont|doesn['’]?t|didn['’]?t|won['’]?t|do not|does not|will not) (?:(?:even|really|actually|ever) )?(?:need|have) to|no need to|needn['’]?t|no longer|anymore|any more|(?:is|are) off\b|(?:got|was|were|been|is|are) (?:cancelled|canceled|called off)|scratch (?:that|the)|i already|already (?:done|sent|paid|booked|did|renewed|fixed)|(?:i|we) (?:was|were) (?:also |originally |just |kind of |kinda )?(?:going to|gonna|planning to|meant to|about to)\b[^.!?\n]*?\bbut\b|^\s*(?!(?:get|have|make|ensure|see)\b)(?:(?:the|our|my|his|her|their)\s+)?[a-z'’-]+(?:\s+[a-z'’-]+){0,2}\s+(?:cancelled|canceled|called off)\b|maybe|perhaps|someday|some day|one day|one of these days|random thought|i wonder|wondering|i feel|feeling|i (?:really |so |just |kinda )*miss (?:having|being|the|my|our|when|how|doing|\w+ing)\b|i keep thinking|keep thinking about|not now|would be nice|might be nice|(?:^(?:would |i['’]?d |we['’]?d )?|\bi['’]?d |\bi would |\bwe['’]?d |\bwe would )love (?:to|an?|some)\b|part of me (?:wants|thinks|would)|(?:half |kinda |kind of |sort of )?tempted to|who am i kidding|get(?:ting)? (?:a)?round to (?:it|that|this|them)\b|let['’]?s be real(?:istic)?|yeah right|in my dreams|pipe dream|dream on|(?:^|\bso\s+|[,;]\s*)(?:(?:you can|just|pls|please)\s+)?(?:ignore|disregard|forget(?: about)?|nvm|never\s?mind)\s+(?:the|my|that|this|those|these|it|them|any)\b|^\s*if only\b|\b(?:don['’]?t|do not|no need to|needn['’]?t) bother\b|^\s*(?:(?:and|but|so|ugh|honestly)[\s,]+)*why (?:do|does|did|am|is|are|was|can['’]?t|cant|won['’]?t|must|should|would|does) (?:i|we|it|this|they|people|everyone|everything|nobody|no one|he|she)(?: (?:always|ever|never|even|still|keep))?\b|^\s*(?:i\s+)?(?:really\s+|just\s+|so\s+)?hope\s+(?:the|that|it|it's|we|they|he|she|you|my|our|everything|all|this|there|nobody|no one|someone)\b|fingers crossed|(?:^|\bi\s+)wish (?:i|we|you|they|someone|somebody|people)\b|i guess|no idea|not sure|i'm (?:so )?(?:stressed|tired|exhausted|worried)|honestly exhausted|daydream|(?:keep|leave) (?:it|them|that|this|things) (?:as is|as it is|for now|alone|running)|hold off(?: on)?|if (?:it|this|that|they|things?|the \w+) (?:gets? (?:worse|bad|worse again)|happens(?: again)?|comes? back|persists?|keeps? (?:happening|going)|recurs?|breaks? again|fails? again|starts? (?:again|up again)))\b/i;

/**
 * Why a request matters, said after it of "it" or "them": who needs it ("Our QA team needs it for the supplier file", "I
 * need them for the layout", "DSWD needs it") or what cannot go on without it ("QA will not release anything without
 * them", "we can't book the venue without it"). A few words of subject, no verb of the user's before them. No task,
 * and no scene for the tasks around it: it belongs to its request.
 */
export const WHY_IT_IS_NEEDED =
  /^(?!(?:please|pls|send|get|ask|tell|bring|give|find|check)\b)(?:[\p{L}'’.&-]+\s+){1,4}?(?:(?:needs?|requires?|wants?)\s+(?:it|them|those|these)(?:\s+(?:for|to)\s[^.!?]{1,60})?|(?:can['’]?t|cannot|can not|won['’]?t|will not|couldn['’]?t|(?:is|are) unable to)\s+\p{L}+(?:\s+[^.!?]{1,60}?)?\s+without\s+(?:it|them|those|these))\s*[.!]*\s*$/iu;

/** Text trying to instruct a model. It is data: summarised, never turned into tasks or obeyed. */
export const INJECTION =
  /\b(?:ignore|disregard|forget|override)\b[^.!?\n]{0,40}\b(?:instructions?|prompts?|rules|system message|guidelines)\b|\byou are now\b|\bdeveloper mode\b|\bjailbreak\b|^\s*system\s*:|\bact as\b[^.!?\n]{0,30}\b(?:ai|assistant|model)\b/i;

/** Passive or "has to happen" endings: "the 8D report must be sent" → "Send the 8D report". */
export const PASSIVE_TO_VERB: Record<string, string> = {
  done: '',
  happen: '',
  happened: '',
  finished: 'Finish',
  swept: 'Sweep',
  proofread: 'Proofread',
  mown: 'Mow',
  sent: 'Send',
  signed: 'Sign',
  fixed: 'Fix',
  paid: 'Pay',
  submitted: 'Submit',
  renewed: 'Renew',
  updated: 'Update',
  reviewed: 'Review',
  approved: 'Approve',
  booked: 'Book',
  filed: 'File',
  ordered: 'Order',
  scheduled: 'Schedule',
  written: 'Write',
  completed: 'Complete',
  delivered: 'Deliver',
  shipped: 'Ship',
  replaced: 'Replace',
  repaired: 'Repair',
  cleaned: 'Clean',
  checked: 'Check',
  tested: 'Test',
  deployed: 'Deploy',
  upgraded: 'Upgrade',
  migrated: 'Migrate',
  prepared: 'Prepare',
  set: 'Set up',
  sorted: 'Sort out',
  organized: 'Organize',
  organised: 'Organise',
  returned: 'Return',
  cancelled: 'Cancel',
  canceled: 'Cancel',
  released: 'Release',
  published: 'Publish',
  posted: 'Post',
};

/** A to-do list's heading in the other languages of mixed dumps ("Pendientes:", "Aufgaben:"): no person, no thing. */
export const TODO_HEADING = 'pendientes|recordatorios|tareas|aufgaben|erinnerungen|tarefas|lembretes|rappels';

/** Capitalised words that are never a person's name: pronouns, days, months, family roles, teams, products. */
export const NOT_NAMES = new Set(
  `I Im Ill Id The A An This That These Those It Its He She They We You My Our Your Their His Her Him Them
  Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August
  September October November December Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec Today Tomorrow Tonight
  Mom Mum Dad Mommy Daddy Grandma Grandpa Granny Nana Papa Mother Father Sister Brother Wife Husband Kids
  Team Everyone Someone Anyone Nobody HR IT Finance Legal Sales Marketing Ops Support Security Engineering
  Facilities Estates Reception Admin Operations Compliance Accounts Purchasing Logistics Warehouse Dispatch Catering
  Product Design Procurement Accounting Payroll Management Leadership Board Customer Customers Client Clients
  Google Microsoft Amazon Apple Slack Zoom Teams Jira Github GitHub Gitlab Linkedin LinkedIn Instagram Facebook
  Twitter Excel Outlook Gmail Notion Confluence Salesforce Terraform Kubernetes Docker Jenkins Christmas Easter
  Thanksgiving Diwali Eid New Year Xmas Hanukkah Chanukah Ramadan Halloween Passover Hogmanay NYE Nye Navratri Spotify YouTube Youtube Dropbox Drive Figma Shopify Stripe Trello Asana
  WhatsApp Whatsapp Zoom Calendar Sheets Docs Notion Airtable Hubspot HubSpot Canva Etsy Amazon Ebay Q1 Q2 Q3 Q4 Ok Okay Also Then And But So Please Re Fwd
  Mon Tue Tues Wed Thu Thurs Fri Sat Sun Children Parents Maintenance Quality Mamie Oma Opa Lola Lolo Nonna Nonno
  Abuela Abuelo Tita Tito Tante Onkel Auntie Grandad Granddad Reverend Rev Father Pastor Vicar Reminders Reminder
  Errands Todo Todos Notes Note Agenda Checklist FYI Fyi Urgent Important Update Updates
  Grafana Kibana Prometheus Sentry Splunk Metabase Tableau Looker Miro Loom Postman Bitbucket Vault Consul Argo
  Yes Yeah Yep Yup Nope Sure Cool Lovely Nice Great Perfect Thanks Cheers Hi Hey Hiya Morning
  Evening`.split(/\s+/),
);

/**
 * A verb that says what is or was, not what to do: "the car's fixed", "made it in by 9:30", "Sam went"; and what the
 * writer cannot, does not or thinks ("I don't even own a chequebook", "I can't take the manual this month", "I just
 * think it at 6am", "…but honestly we can't afford it") opening the text or after "but": a sentence about
 * themselves, not a thing to do ("so we don't lose a day" after a job is why, and the job stays).
 */
export const FINITE_VERB =
  /(?:^\s*|\b(?:but|though)\s+)(?:(?:honestly|really|tbh|frankly),?\s+)?(?:i|we)\s+(?:(?:just|even|still|really|honestly|actually|always|also|kinda|so)\s+)*(?:don['’]?t|do not|didn['’]?t|did not|can['’]?t|cannot|won['’]?t|think|thought|guess|suppose|reckon|wonder|doubt|feel|felt|know|knew|love|hate|miss)\b|\b(?:is|are|was|were|has|have|had|went|did|does|got|gets|wants?|wanted|seems|looks|feels|came|ran|took|made|said|told|sent|paid|bought|brought|rang|wrote|spoke|gave|met|sold|caught|drove|taught|spent|saw|lost|won|found|thought|kept|forgot|heard|slept|ate|drank|woke|fell|broke|says|reckons|takes? place|reopens|(?<!-)(?:starts?|ends?)(?!\s+of\b)|begins?|opens|closes|(?:open|close)(?=\s+(?:at|on|in|by|early|late|tomorrow|today)\b)|arrives?|lands?|happens?|goes|go(?= (?:live|out|ahead)\b)|suits|sounds|fits|works?(?= for|\s*(?:[,.!?]|$))|\w{3,}ed)\b|\b(?:he|she|they|it|you|who|what|where|when|how|that|there|here)['’](?:s|re|ve|d)\b|\b(?:i['’]m|we['’]re)\b|^(?:wants|likes|loves|prefers|thinks|says|said|mentioned|feels|hopes|seems)\b/i;

/**
 * What follows "Name to" when it is no duty: a thing ("Changeover to the B-variant", "Switch to a 4-day week") or a
 * place ("Flight to Lisbon on Friday", "Train to Leeds") rather than a verb.
 */
const THING_START = String.raw`(?:the|a|an|my|our|your|his|her|their|this|that|\d)(?![\p{L}])`;
/** A phrase that opens with a thing, not a verb ("the B-variant", "a 4-day week", "3 quotes"). */
export const STARTS_WITH_THING = new RegExp(`^${THING_START}`, 'u');
export const NO_DUTY_AFTER_TO = new RegExp(String.raw`^\s*(?:${THING_START}|\p{Lu}\p{Ll})`, 'u');

/** Verbs of going or trying that say how, not what: "go and buy milk", "try and fix it". */
export const HOW_VERBS = 'go|come|try|pop|nip|run|hurry';

/** Manner words fused to the verb after them: "deep clean the fryer", "spring clean", "double check", "triple check". */
export const FUSED_MANNER = 'deep|spring|double|triple';
