/**
 * @module ai/local/tags — picks a task's tag from the user's own tags by keyword: lexicons for the default
 * tags, the vocabulary of the areas a custom tag's name points to (tag-meanings), and its own name words. A tag the user does
 * not have is never returned; no evidence gives 'Unsorted', which fillUnsorted then replaces by what the dump is about.
 */

export const UNSORTED = 'Unsorted';

/** "Buy" in the other languages a dump mixes in: a Life word, and a weak one (see WEAK). */
const FOREIGN_BUY = 'comprar acheter kaufen comprare kopen kupić';

const DEFAULT_LEXICONS: Record<string, string> = {
  'work-devops': `deploy deployment deploys pipeline pipelines server servers certificate certificates cert certs tls
    ssl terraform ci cd incident incidents sre kubernetes k8s cluster clusters staging ingress on-call oncall outage
    outages postmortem post-mortem alert alerts alerting monitoring database databases db credentials api apis
    gateway vpn docker helm backup backups cron dns load-balancer runbook runbooks latency infra infrastructure
    devops rollback build builds integration flaky vm vms linux ubuntu nginx redis postgres mysql grafana
    prometheus pagerduty bastion ssh firewall iam secrets vault disk cpu memory endpoint endpoints repo git
    github gitlab merge refactor migration schema aws gcp azure cloud uptime sla observability logging logs
    release hotfix patch patches upgrade kernel container microservice microservices nas domain hosting
    standup sprint jira bug bugs code deployments queue queues kafka consumer consumers partition partitions
    broker retention helm canary snapshot snapshots s3 bucket buckets okta runner runners pr prs dashboard
    dashboards datacentre datacenter data_centre data_center colo lag health-check smoke load-balancer volume volumes dba changelog replicas replica p99 pager paged
    rollout branch terraform docker-images alerts on-call pentest pen-test pen_test vulnerability vulnerabilities
    cve cves status_page maintenance_window service_account service_accounts api_key api_keys access_key access_keys
    ssh_key ssh_keys datadog sentry splunk cloudflare jenkins circleci argocd opsgenie snyk new_relic heroku
    vercel netlify sonarqube sso saml scim ansible puppet saltstack nagios zabbix elasticsearch kibana logstash loki
    istio pulumi cloudformation ec2 rds ecs eks gke aks kms vpc subnet subnets cdn waf haproxy traefik rabbitmq
    sidekiq tomcat jvm oom statefulset daemonset kustomize gitops artifactory ecr dependabot hashicorp tfstate prod
    preprod uat load_balancer load_balancers health_check health_checks pull_request pull_requests node nodes
    node_pool node_pools node_group replication failover influxdb restart_policy etcd webhook webhooks dead_letter dlq
    kubecost rightsizing opensearch keystore deployen deployt
    despliegue desplegar servidor servidores incidencia incidencias caida copia_de_seguridad base_de_datos
    déploiement déployer serveur serveurs sauvegarde panne mise_en_production base_de_données bereitstellung
    ausfall datenbank sicherung störung implantação banco_de_dados rilascio
    despliegues desplegado incidente incidentes caída caídas copias_de_seguridad bases_de_datos certificado
    certificados clúster colas alerta alertas de_guardia monitorización latencia repositorio contenedor contenedores
    déploiements déployé incident pannes sauvegardes certificat certificats alertes astreinte supervision latence
    conteneur conteneurs bereitstellung ausfälle störungen zertifikat zertifikate warteschlange rufbereitschaft
    bereitschaftsdienst überwachung latenz rilasci incidenti guasto disservizio certificato certificati avvisi
    reperibilità monitoraggio latenza implantações indisponibilidade certificados filas plantão sobreaviso
    monitoramento latência repositório contêiner storing uitrol serwer serwera wdrożenie awaria sunucu`,
  'work-manufacturing': `line lines changeover changeovers supplier suppliers plant smed shift shifts oee conveyors
    scrap molding moulding mold mould molds press presses resin quality production kaizen lean 5s cnc fixture
    fixtures machining tooling casting castings porosity ppap 8d fmea spc capability cpk maintenance conveyor
    gearbox forklift forklifts warehouse inventory bom assembly downtime throughput yield defect defects
    inspection injection heater operators shop-floor gemba material materials procurement factory machine
    machines welding weld batch batches sop sops pallet pallets racking logistics fleet trucks freight
    mrp erp kanban takt bottleneck rework safety ehs lockout tagout loto guarding ppe torque retorque wrench
    wrenches the_die die_change die_changes die_set new_die stamping_die tonnage burr burrs stamping robot nozzle nozzles bottling hydraulic hose bearings bearing
    belt operator shift-report parts calibrate calibration tooling oee sop batch_record batch_records lot_number lot_numbers toolbox_talk
    chiller chillers compressor compressors loading_dock loading_bay pick-and-place gripper grippers vacuum_cup vacuum_cups
    hopper hopper_dryer palletiser palletizer granulator extruder extrusion nutrunner seamer andon ncr capa plc scada hmi
    wave_solder reflow smt quench thermal_profile solder_paste
    línea_de_producción máquina máquinas turno turnos proveedor proveedores fábrica producción calidad
    mantenimiento almacén usine ligne_de_production fournisseur fournisseurs qualité maintenance schicht
    lieferant lieferanten maschine maschinen fertigung produktion qualität wartung fornecedor fornecedores
    produção qualidade manutenção stabilimento fornitore fornitori produzione qualità manutenzione magazzino
    línea líneas prensa prensas chatarra merma rechazo rechazos par_de_apriete apriete molde moldes utillaje
    inspección avería averías planta lote lotes pieza piezas soldadura montaje carretilla palé palés defecto
    defectos ligne lignes presse presses rebut rebuts couple_de_serrage serrage moule moules outillage
    contrôle_qualité usine fournisseurs soudure entrepôt chariot_élévateur défaut défauts linie linien
    fertigungslinie pressen ausschuss nacharbeit drehmoment anzugsmoment schichten frühschicht spätschicht
    nachtschicht werkzeug werkzeuge qualitätsprüfung instandhaltung fabrik schweißen gabelstapler stillstand
    umrüstung rüsten linea linee pressa scarto scarti coppia_di_serraggio turni stampo stampi attrezzatura
    fabbrica lotti pezzi saldatura montaggio muletto difetto difetti linha linhas sucata refugo retrabalho
    ferramental soldagem montagem armazém empilhadeira defeito defeitos turno_de_noche turno_di_notte
    prasa prasy linia odpady vardiya hurda mesin crusher crushers`,
  family: `mom mum mother dad father kids kid son daughter birthday grandma grandpa granny grandmother grandfather
    wife husband partner sister brother family children child baby anniversary niece nephew aunt uncle parents
    auntie aunty grandad granddad gran nana pta playground
    parent-teacher football playdate homework permission christmas thanksgiving school zoo babysitter nanny
    navratri holi ramadan iftar passover seder lunar_new_year turkey nochebuena noche_buena sinterklaas pakjesavond
    osechi
    daycare childcare child_care sam's kids' in-laws cousin moms mums dads omas opas grandmas grandpas teacher party cake christmas diwali eid hanukkah relatives
    grandparents kita elterngeld oma opa mamie papi nonna nonno abuela abuelo lola lolo tita tito niños hijos
    bambini kinder swimming recital excursion ballet nursery swim judo karate gymnastics playgroup pediatrician
    paediatrician orthodontist orthodontists booster vaccination jabs nativity
    diapers diaper nappies nappy pañales pañal couches windeln pannolini fraldas luiers pieluchy pushchair stroller buggy cot crib highchair baby_monitor
    maman papa mamá papá mamãe mãe pai madre padre hijo hija hijos hijas hermano hermana tía tío
    familia família famille enfant enfants fils fille frère sœur soeur mutter vater sohn tochter bruder
    schwester familie figlio figlia figli mamma papà fratello sorella zia zio famiglia filho filha filhos crianças
    anniversaire cumpleaños aniversário geburtstag compleanno fútbol futbol futebol escuela colegio escola école
    schule scuola guardería creche crèche pediatra pédiatre kinderarzt field_trip school_trip trip_form
    permission_slip consent_form reading_log pe_kit packed_lunch lunchbox lunch_money parents_evening school_run
    school_shoes school_uniform after-school
    abuelos suegra suegro sobrino sobrina deberes excursión extraescolares reunión_de_padres
    garderie grand-mère grand-père papy belle-mère neveu nièce cousine devoirs sortie_scolaire kermesse cantine
    nounou kindergarten schwiegermutter neffe nichte tante onkel klassenfahrt tagesmutter elternabend
    hausaufgaben bambino asilo compiti nipote suocera gita criança avó avô vovó vovô mamãe papai sobrinho
    sobrinha reunião_de_pais lição_de_casa dever_de_casa
    kinderen verjaardag ouders zoon dochter schoolreisje dzieci dziecko szkoła szkoły szkole przedszkole babcia
    babci dziadek dziadka urodziny córka synek çocuklar çocukları okul okula annem babam anneannem babaannem
    anak anakku sekolah ayah nenek kakek ulang_tahun bunso kuya nanay tatay anak eskwela paaralan kaarawan
    watoto mtoto shule bibi babu gogo mummy daddy bachche bachon bachchon beti didi bhaiya dadi nani dadaji naniji
    chacha chachi mausi bua school_fees
    netball hockey futsal cricket rugby tuition tuition_fee tuition_fees carpool car_pool science_fair science_project tutor tutor_fees ptm holiday_camp summer_camp
    day_camp holiday_club naming_ceremony christening quinceanera quinceañera aqiqah
    cousins sisters brothers sons daughters aunts uncles aunties nieces nephews grandkids grandchildren grandsons
    granddaughters siblings stepson stepdaughter stepmum stepmom stepdad stepkids mam mami mamita buwa aama car_seat
    hospital_bag bunk_bed bunk_beds parental_controls parental_control screen_time
    bunica bunicul bunici ammi abbu ammu amma appa paati thatha ajji yiayia yaya pappou ouma oupa mormor morfar farmor
    farfar mummo dede teyze anneanne babaanne mak ibu obaachan halmeoni
    escolar escolares scolaire scolaires material_escolar fournitures_scolaires schulsachen material_scolastico al_cole del_cole el_cole`,
  life: `dentist doctor groceries grocery insurance car gym bill bills electricity rent mortgage bank passport
    plants garage laundry cleaning haircut pharmacy prescription vet dog cat fish_tank aquarium house home apartment plumber
    electrician buy tax taxes lawn recycling library milk eggs oil physical health appointment vacation
    holiday flights train_ticket railcard hotel spanish learn move moving boiler garden fridge freezer chest_freezer lunches meal_prep shopping errands subscription
    membership dry license licence rego checkup therapist yoga diet mechanic movers mot package parcel ups fedex dhl post-office post_office
    bins bin hinge door skis ski physio knee mattress water orchids sofa furniture council rates kettle tv lease van keys
    hoa dues condo condo_fee service_charge community_fees strata body_corporate
    oven hob cooker kitchen worktop worktops splashback radiator radiators shelf shelves loft attic decorator
    painter plasterer roofer carpet carpets washing hedge groomer groomers shower drain extractor_fan
    bedding duvet pillows towels fairy_lights builder builders building_control planning_permission skirting
    skirting_boards grout regrout lawnmower mower cinema
    landlord heating gate fence haircut eye-test glasses wardrobe photos windshield tires tyres snow laundry
    dishwasher hoover vacuum boiler leak tap sink nct car-service fontanero luz heizung hausverwaltung meccanico
    macchina vitale contrôle meralco itv factura fatura facture rechnung agua água wasser strom pasaporte passaporte
    passeport reisepass versicherung assurance seguro assicurazione médico medico médecin arzt zahnarzt dentista
    dentiste banco banque coche carro voiture mecánico mécanicien werkstatt peluquería cabeleireiro friseur
    coiffeur parrucchiere alquiler aluguel loyer miete affitto supermercado supermarché supermarkt supermercato
    farmacia farmácia pharmacie apotheke impuestos impostos impôts finanzamt ayuntamiento mairie multa
    bedroom bathroom wall walls hole bike bicycle chimney sweep gutters smoke_alarm battery batteries sim phone charger shirts suit dress shoes coat
    jacket dry_cleaning tailor alterations cleaner window_cleaner gardener handyman locksmith lightbulb bulbs
    curtains blinds rug broadband internet wifi netflix spotify phone_bill council_tax tv_licence roadside
    breakdown parking toll petrol car_wash windscreen wipers vacuum ironing washing_machine dryer microwave
    toaster stamps amazon returns refund optician contact_lenses eye_test flu_jab blood_test chiropractor
    smear_test cervical_screening mammogram dermatologist gp hearing_test dmv ipva bollo taxe tassa
    dth rundfunkbeitrag abonnement abbonamento suscripcion assinatura
    estimated_tax quarterly_estimated_tax tax_payment streaming_trial furnace_filter check-up appt residence_permit residency residency_card immigration immigration_office biometrics consulate embassy id_card
    identity_card national_id alien_registration green_card work_permit permit permits vignette bahncard halbtax myki
    oyster_card travelcard season_ticket bus_pass transit_pass metrocard opal_card credit_card storage_unit free_trial
    flu_shot walgreens hostel premium levy bakkie licence_disc vodafone xfinity comcast verizon telstra optus airtel
    swisscom abo anmeldung bürgeramt meldebescheinigung wohnungsgeberbestätigung licencia_de_conducir tarjeta airbnb
    massage pilates visa driving_licence pension savings friends drinks drink brunch bbq text whatsapp airport babysit babysitting compras limpieza lavandería
    ${FOREIGN_BUY} cocina cuisine küche cucina cozinha
    ropa piso casero lavadora nevera ménage linge wohnung vermieter einkaufen wäsche termin reinigung
    krankenkasse bolletta spesa appuntamento conta faxina ginásio gimnasio
    cita dentista seguro coche itv hacienda declaración_de_la_renta dni empadronamiento supermercado mercado
    receta peluquero recibo lavadora frigorífico electricista cerrajero mudanza correos paquete paczka paczki paczkomat veterinario
    perro gato ropa zapatos leche pan huevos fruta verdura óptica gafas lentillas analítica vacaciones vuelo
    vuelos billetes rendez-vous rdv médecin ordonnance salle_de_sport électricité edf factures propriétaire
    appartement frigo plombier électricien serrurier déménagement colis amende vétérinaire chien pressing
    vêtements chaussures lait pain oeufs œufs opticien lunettes prise_de_sang vacances billets mutuelle carte_vitale
    arzt ärztin zahnarzt arzttermin zahnarzttermin tüv steuererklärung reisepass personalausweis einkauf apotheke
    rezept fitnessstudio friseur stromrechnung nebenkosten waschmaschine kühlschrank klempner elektriker
    schlüsseldienst umzug paket strafzettel tierarzt hund katze putzen kleidung schuhe milch brot eier optiker
    brille blutabnahme urlaub reifen reifenwechsel dichiarazione_dei_redditi passaporto supermercato ricetta
    palestra luce acqua bollette padrone_di_casa appartamento lavatrice idraulico elettricista fabbro trasloco
    pacco veterinario gatto pulizie bucato vestiti scarpe pane uova ottico occhiali vacanze biglietti
    consulta mecânico impostos passaporte cartão_de_cidadão mercado farmácia receita academia cabeleireiro água
    contas aluguel renda senhorio apartamento geladeira canalizador encanador eletricista chaveiro mudança
    correios encomenda veterinário cão cachorro lavandaria lavanderia roupa sapatos leite pão ovos óculos férias
    passagens
    boodschappen tandarts huisarts rekening huur verzekering fiets kapper apotheek belasting paspoort afspraak
    rachunek rachunki prąd czynsz zakupy ubezpieczenie paszport fryzjer apteka dentysta dentysty lekarz lekarza
    wizyta wizytę kira eczane berber sigorta pasaport randevu faturası tagihan listrik sewa dokter obat belanja
    pasar kuryente tubig upa gamot palengke bayarin umeme maji kodi daktari dawa sokoni bili bijli kiraya dawai
    sabzi doodh dhobi
    plomero gasista calefón calefon expensas condominio condomínio boleto iqama emirates_id qid pickerl bluebook
    fahrrad multisport
    tile tiles tiler tiling flooring insulation carpenter joiner drywall plasterboard solar_panel solar_panels balcony
    railing railings renovation renovations renovator
    aircon air_con geyser water_heater router ute tire_rotation tyre_rotation 401k roth ira comunidad`,
};

import { DEFAULT_TAGS } from '@mynd/shared';
import { withoutDue } from './dates.js';
import { ACTION_VERBS, WHY_IT_IS_NEEDED } from './lexicon.js';
import { memoByName } from './name-memo.js';
import { isKnownFirstName, isNameWordForm } from './names.js';
import { isKinWord } from './people.js';
import { rememberedPerText } from './per-extraction.js';
import { OFFICE as OFFICE_WORDS } from './tag-areas.js';
import {
  halfWordsOf,
  meaningOf,
  nameTerms,
  nameWords,
  pointsTo,
  senseOf,
  synonymsOf,
} from './tag-meanings.js';
import { baseForm, fold } from './word-forms.js';

export interface Scored {
  tag: string;
  score: number;
}

const ELISION = /^(?:[cdjlmnst]|qu|dell|dall|nell|sull|all|un)['’](?=\p{L}{2})/u;

/** A word made with a prefix and a hyphen ("re-run", "pre-order", "co-sign"). */
const PREFIXED = /^(?:re|pre|co|non|un|de|sub|mis|semi|anti|multi)-/;

/** Lowercase words of a text, with hyphenated words kept whole and split. */
export function words(text: string): string[] {
  const raw = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const out: string[] = [];
  for (const word of raw) {
    const clean = word.replace(/['’]$/, '');
    out.push(clean);
    // "sister's" counts as "sister", "save-the-dates" also as its parts.
    if (/['’]s$/.test(clean)) out.push(clean.slice(0, -2));
    // Not a prefix's parts: "re-run" is no run, "re-bed" no bed, "pre-book" no book.
    if (clean.includes('-') && !PREFIXED.test(clean)) out.push(...clean.split('-').filter(Boolean));
    // "l'école", "dell'ufficio", "d'assurance": the word after a French or Italian elision counts on its own.
    const elided = ELISION.exec(clean);
    if (elided) out.push(clean.slice(elided[0].length));
  }
  return out;
}

/** A text's words as compared with a tag's vocabulary: without accents, and each with its base form. */
interface Token {
  word: string;
  base: string;
}

const tokens = rememberedPerText(
  (text: string): Token[] => words(text).map((word) => ({ word: fold(word), base: baseForm(word) })),
  (text) => text,
);

/** Words of a tag name that say nothing of its area ("My Stuff", "Day Job", "Misc Admin"). */
const NAME_FILLER = new Set(
  'the and for my our stuff things misc other personal general day days week new old to-do todo todos tasks list'.split(
    ' ',
  ),
);

interface Lexicon {
  single: Set<string>;
  bases: Set<string>;
  /** The bases of its entries that are no plural noun ("pruning", "ship"), which a task's verb may be. */
  verbs: Set<string>;
  /** Words that count half: office words with a home sense too, in a tag named for work. */
  half: Set<string>;
  /** Multi-word entries by the base of their first word. */
  phrases: Map<string, string[]>;
  names: string[];
  /** What its name words mean by themselves (tag-meanings' senseOf): each counts again, as the name does. */
  senses?: Omit<Lexicon, 'names' | 'senses'>;
}

/**
 * A custom tag named as a default one in another language ("Familie", "Famille", "Vida", "Privat") means what that
 * default means, in every language the default reads.
 */
const DEFAULT_NAMED = new Map<string, string>([
  ...'family familia familie famille famiglia gezin rodzina aile keluarga pamilya familj'
    .split(' ')
    .map((name) => [name, 'family'] as const),
  // "Errands" is the writer's own to-dos, all of Life's: the dentist, the parcel, the dry cleaning.
  ...'vida leben vie vita privat prive privado privato personal persoonlijk prywatne errands erledigungen recados diligencias mandados commissioni'
    .split(' ')
    .map((name) => [name, 'life'] as const),
]);

/** The default tag (its lexicon key) a custom tag's name translates, if any. */
function defaultNamed(tag: string): string | undefined {
  const parts = nameWords(tag).filter((part) => !NAME_FILLER.has(part));
  return parts.length === 1 && !DEFAULT_LEXICONS[tag.toLowerCase()]
    ? DEFAULT_NAMED.get(parts[0]!)
    : undefined;
}

/** Whether a custom tag's name means an area (its own, or a default's), as against a person's or project's name. */
function hasMeaning(tag: string): boolean {
  return Boolean(meaningOf(tag) || defaultNamed(tag));
}

/** Office words that are nouns of their own: marketing is no market, hiring no hire. */
const ING_NOUNS = new Set(
  fold(OFFICE_WORDS.only)
    .split(/\s+/)
    .filter((word) => word.endsWith('ing')),
);

/**
 * A vocabulary as matched: its single words, their base forms when `inflect` (words of four letters or more), its
 * multi-word entries (written with '_'), and the words of `half` that count half.
 */
function vocabulary(source: string, inflect: boolean, half = ''): Omit<Lexicon, 'names'> {
  const entries = fold(source).split(/\s+/).filter(Boolean);
  const single = new Set(entries.filter((entry) => !entry.includes('_')));
  // Multi-word entries match on base forms, word by word.
  const phrases = new Map<string, string[]>();
  for (const entry of entries) {
    if (!entry.includes('_')) continue;
    const parts = entry.split('_').map(baseForm);
    const list = phrases.get(parts[0]!) ?? [];
    list.push(` ${parts.join(' ')} `);
    phrases.set(parts[0]!, list);
  }
  // Words that count half match only as written: "emails" is office work, "email mum" is not.
  const halves = new Set(fold(half).split(/\s+/).filter(Boolean));
  const inflected = inflect
    ? [...single].filter((entry) => entry.length >= 4 && !halves.has(entry) && !ING_NOUNS.has(entry))
    : [];
  const bases = new Set(inflected.map(baseForm));
  const verbs = new Set(inflected.filter((entry) => !PLURAL.test(entry)).map(baseForm));
  return { single, bases, verbs, phrases, half: halves };
}

function lexiconFor(tag: string): Lexicon {
  const key = tag.toLowerCase();
  const translated = defaultNamed(tag);
  const source =
    DEFAULT_LEXICONS[key] ??
    (translated
      ? `${DEFAULT_LEXICONS[translated]} ${meaningOf(tag)}`
      : `${meaningOf(tag)} ${ownSynonyms(tag)}`);
  // A custom tag's words of four letters or more also match in any inflection ("hive" ↔ "hives", "dose" ↔
  // "dosing"). The default lexicons list their forms and mix languages: "file" must not meet French "fils".
  const inflect = !(DEFAULT_LEXICONS[key] || translated);
  // A custom tag also matches its own name words ("Client Work" ↔ "client", "Bees" ↔ "bee", "BAS") — those of a
  // multi-word name of an area together ("side hustle", not the side gate), and its last word alone ("the club
  // cap" for a Swim club, "the board meeting" for a Condo board) unless that is a word of a default tag's (the
  // bank is no food bank's).
  const terms = DEFAULT_LEXICONS[key] ? [] : nameTerms(tag);
  const together = terms.filter((term) => term.includes('_'));
  const { single, bases, verbs, phrases, half } = vocabulary(
    `${source} ${together.join(' ')}`,
    inflect,
    DEFAULT_LEXICONS[key] ? '' : [...halfWordsOf(tag)].join(' '),
  );
  const heads = together
    .map((phrase) => phrase.slice(phrase.lastIndexOf('_') + 1))
    .filter((head) => !DEFAULT_KEYS.some((other) => tagLexicon(other).single.has(head)));
  const names = [...terms.filter((part) => !part.includes('_')), ...heads]
    .filter((part) => part.length >= 3 && !NAME_FILLER.has(part))
    .map(baseForm);
  const sense = DEFAULT_LEXICONS[key] || translated ? '' : senseOf(tag);
  return { single, bases, verbs, phrases, half, names, senses: sense ? vocabulary(sense, true) : undefined };
}

const DEFAULT_KEYS = Object.keys(DEFAULT_LEXICONS);

/**
 * The other names of a custom tag's areas ("cottage" for a "Sommarstuga") that no default tag but Family has a word
 * for: "home" and "house" are Life's too, and a tag "Lake house" does not take the writer's "Home:" list. Family's
 * words that name an area of the user's (the school for a "PTA" or a "Classroom" tag, the children for "Kids") are
 * that tag's as much as Family's: on a tie pickTag gives the user's own tag ("ask the head if we can use the school
 * hall" in a PTA's list).
 */
function ownSynonyms(tag: string): string {
  return synonymsOf(tag)
    .filter((name) =>
      DEFAULT_KEYS.every((other) => other === 'family' || !tagLexicon(other).single.has(fold(name))),
    )
    .join(' ');
}

function nameHit(names: string[], token: Token): boolean {
  return names.some((name) => token.base === name || (name.length >= 4 && token.word.startsWith(name)));
}

/**
 * Life's words that say little on their own: a purchase in any language or a booking, and a text to someone ("text
 * Jess back about Saturday" between platform jobs is the writer's own; "text the on-call about the alert" is not).
 */
const WEAK = new Set(`buy order book text whatsapp ${FOREIGN_BUY}`.split(' '));

/** What follows a verb, not a noun: "book it", "order the", "book a table". */
const OBJECT_START = new Set(
  'it them a an the my our your his her their this that these those some me us in'.split(' '),
);

/** Whether a word stands as the verb: first of the text, or before an object ("…is due, book it with the vet"). */
function asVerb(textTokens: readonly Token[], i: number): boolean {
  return i === 0 || OBJECT_START.has(textTokens[i + 1]?.word ?? '');
}
/** A plural noun ("returns", "orders"), not a word ending in double s ("class"). */
const PLURAL = /[^s]s$/;

/** Nouns of an area that, as a task's verb, are not it. */
const AS_VERB_NOT = new Set(['book', 'show']);

/** Life's score from one weak word alone (halved like every Life word). */
const WEAK_LIFE = 0.25;

/** How many words and phrases of a vocabulary a text has (phrases looked for in all its words). */
function vocabularyHits(
  lexicon: Omit<Lexicon, 'names'>,
  textTokens: Token[],
  allTokens: Token[],
  sequence: string,
): number {
  let found = 0;
  textTokens.forEach((token, i) => {
    // A task's verb is no plural noun of the area it inflects: "return the folder" says nothing of a shop's returns,
    // "prune the roses" is the garden's pruning.
    // An everyday word of Family's or Life's as written ("kids", "milk", "suit", French "fils") is no inflection of
    // another area's word ("kidding", "milking", "suite", "filing") — unless the area lists an everyday word of that
    // base itself (a Kids tag's "swimming" is Family's too, and takes "swim").
    const known =
      lexicon.single.has(token.word) ||
      (token.word.length >= 4 &&
        lexicon.bases.has(token.base) &&
        (i > 0 || lexicon.verbs.has(token.base)) &&
        (!everyday(token.word) || sharedBases(lexicon).has(token.base)));
    // A book club's or a writer's book is no verb: "book the dentist", "book a table" say nothing of reading; nor is
    // a band's show "show Mum the photos".
    if (!known || (AS_VERB_NOT.has(token.word) && asVerb(textTokens, i))) return;
    // "buy" leans to Life but says little: a kids' or a hobby word next to it should win.
    found += WEAK.has(token.word) || lexicon.half.has(token.word) ? 0.5 : 1;
  });
  // Only the phrases whose first word the text has are looked for.
  const looked = new Set<string>();
  for (const token of allTokens) {
    const list = lexicon.phrases.get(token.base);
    if (!list || looked.has(token.base)) continue;
    looked.add(token.base);
    for (const phrase of list) if (sequence.includes(phrase)) found++;
  }
  return found;
}

let EVERYDAY: Set<string> | undefined;

/** Whether a word, as written, is one of Family's or Life's (the default lexicons, which never inflect). */
function everyday(word: string): boolean {
  EVERYDAY ??= new Set([...tagLexicon('family').single, ...tagLexicon('life').single]);
  return EVERYDAY.has(word);
}

const SHARED = new WeakMap<object, Set<string>>();

/** The base forms of a vocabulary's words that are everyday words of Family's or Life's themselves. */
function sharedBases(lexicon: Omit<Lexicon, 'names'>): Set<string> {
  let shared = SHARED.get(lexicon);
  if (!shared) {
    shared = new Set([...lexicon.single].filter(everyday).map(baseForm));
    SHARED.set(lexicon, shared);
  }
  return shared;
}

/** Each tag's lexicon, built once for the tag names asked lately (a long-lived isolate meets many users' tags). */
const tagLexicon = memoByName(lexiconFor);

function hits(
  tag: string,
  textTokens: Token[],
  allTokens: Token[],
  sequence: string,
  nameOnce: boolean,
): number {
  const lexicon = tagLexicon(tag);
  let count = vocabularyHits(lexicon, textTokens, allTokens, sequence);
  // The tag's own name in the text ("second-cut silage" for "Silage") says more than one word of its area — not
  // the verb "book" for a "Book Club" ("book it with the vet", "book the table"): two words, the name and the word,
  // whether its area lists the word or not. A name that is no word of its own area ("classes" for a Classes tag,
  // "van" for a Van tag) would else say no more than the same word in another tag's area (a Retreats tag's yoga
  // classes, a Jobs tag's van) and tie with it. Not with `nameOnce` (scoreTags).
  const unlisted = nameOnce ? 0 : 1;
  textTokens.forEach((token, i) => {
    if (nameHit(lexicon.names, token) && !(WEAK.has(token.word) && asVerb(textTokens, i)))
      count += lexicon.single.has(token.word) || lexicon.bases.has(token.base) ? 1 : 1 + unlisted;
  });
  // So do the words its name means ("the R5's sensor" for a "Gear" tag, "the midterm" for "Exams"): they tell two of
  // the user's tags in one area apart.
  if (lexicon.senses) count += vocabularyHits(lexicon.senses, textTokens, allTokens, sequence);
  // Life's words are everyday nouns (bank, holiday, van, card) that turn up in any area: one word of a
  // particular area (a family member, a custom tag's trade) outweighs one of them.
  return tag.toLowerCase() === 'life' ? count / 2 : count;
}

/**
 * Keyword evidence for each of the user's tags (never 'Unsorted'). `atHome`: the text is under a heading about home
 * ("House:", "## Home", "Garden"), where a word with a home sense has that sense ("fix the hose reel"). `nameOnce`:
 * the text is a label that opened an earlier sentence of prose ("Orion: renew the cert. Also book a haircut."), or
 * words of a run-on that lie across another of its tasks ("okay club stuff … and personal stuff … get a cake"): a
 * name its tag's area lacks counts one word there, not two, and one everyday word of the task's own still outweighs
 * it. Kept per extraction: a dump's clause, its heading and the text around it are scored again by each task near
 * them (the bench's 10,000-character dump asked 772 times for 261 texts).
 */
export const scoreTags = rememberedPerText<
  [text: string, tags: string[], atHome?: boolean, nameOnce?: boolean],
  Scored
>(
  (text, tags, atHome = false, nameOnce = false) => scoreText(text, tags, atHome, nameOnce),
  (text, tags, atHome = false, nameOnce = false) =>
    `${atHome ? 1 : 0}${nameOnce ? 1 : 0}${tags.length}\u0000${tags.join('\u0000')}\u0000${text}`,
);

function scoreText(text: string, tags: string[], atHome: boolean, nameOnce: boolean): Scored[] {
  // "A rental car", "hot dog buns", "a studio flat", "Covent Garden": a word of an area in a name of something else
  // is no word of any tag — but of a phrase that names it ("removal van" for a Moving tag).
  const all = tokens(text);
  const textTokens = withoutOtherSenses(all);
  const elsewhere = textTokens === all ? 0 : otherSenses(all);
  const sequence = ` ${all.map((token) => token.base).join(' ')} `;
  // "Press the shirts", "Patch the hole in the wall", "Line the drawers", "Queue at the post office": as the task's
  // verb these words are chores; the plant's press and line, the server's patch and the consumer's queue are nouns
  // ("Line 3 audit", "Press 2 is down": numbered, they are the plant's).
  const [first, second] = textTokens;
  const choreVerb =
    (CHORE_VERBS.has(first?.word ?? '') && !NUMBERED.test(second?.word ?? '')) ||
    (first?.word === 'plant' && OBJECT_START.has(second?.word ?? '')) ||
    (first?.word === 'queue' && QUEUE_WHERE.has(second?.word ?? ''));
  const chore = choreVerb ? textTokens.slice(1) : textTokens;
  // Said as a chore, before what it is done to or how ("press the shirts", "batch cook"), not a noun's "shift handover".
  const choreSaid =
    choreVerb &&
    first?.word !== 'queue' &&
    (OBJECT_START.has(second?.word ?? '') || ACTION_VERBS.has(second?.word ?? ''));
  // "A cluster of grapes", "a batch of cookies": a measure of something else is not the work's; nor is a queue at a
  // place, where people wait ("the queue at the GP surgery was ridiculous").
  const home = homeSenses(textTokens, atHome);
  const work = chore.filter(
    (token, i) =>
      !home.has(token) &&
      !(MEASURES.has(token.word) && chore[i + 1]?.word === 'of' && /^an?$/.test(chore[i - 1]?.word ?? '')) &&
      !(/^queues?$/.test(token.word) && WAITING_AT.has(chore[i + 1]?.word ?? '')),
  );
  // A pet's jabs are no child's: "take the dog to the vet for her jabs". "The parents" of a class, a team or a troop
  // ("email the parents about the kit list") are no one's of the writer's: only "my parents", "Jo's parents" are.
  const pet = PET.test(text);
  const family = textTokens.filter(
    (token, i) =>
      !(pet && CHILD_HEALTH.has(token.word)) &&
      !(token.word === 'parents' && OTHERS_PARENTS.has(textTokens[i - 1]?.word ?? '')) &&
      !ownPastime(textTokens, i),
  );
  const pastimes = textTokens.filter((_, i) => ownPastime(textTokens, i)).length;
  return tags
    .filter((tag) => tag !== UNSORTED)
    .map((tag) => ({
      tag,
      score:
        hits(
          tag,
          tag.startsWith('Work-') ? work : tag.toLowerCase() === 'family' ? family : textTokens,
          all,
          sequence,
          nameOnce,
        ) +
        // The home's thing, a name of something else (a rental car), the writer's own pastime ("my hockey") and a
        // chore said by its verb ("batch cook for the week", "press the shirts", "plant the bulbs") are each one
        // everyday word of Life's (halved as they all are).
        (tag.toLowerCase() === 'life' ? (home.size + elsewhere + pastimes + Number(choreSaid)) / 2 : 0),
    }));
}

/**
 * Words a tag's name or vocabulary uses that, next to certain words, name something else: a rental car is no rental
 * property, a man with a van no campervan, a hot dog no dog, a studio flat no music studio, a thesis statement a
 * school essay's, a wedding anniversary the family's, Covent Garden no garden, a flat tyre no flat, a meter reading
 * no reading, my own rent no rental's income, a phone's family plan no family's, a harvest thanksgiving (a church's festival) no family's Thanksgiving, a trip to Turkey or a Turkey Trot no family's
 * turkey, the kids' bathroom a room of the house. Each entry: the words, the words that give the other sense, how many words away they may be.
 */
const OTHER_SENSES: [string, string, number][] = [
  ['rental rentals', 'car cars van bike bikes ski skis equipment kayak', 1],
  ['van', 'man removal removals gogh morrison halen', 3],
  ['dog dogs', 'hot', 1],
  ['studio studios', 'flat flats apartment apartments ghibli yoga pilates tattoo nail nails', 1],
  ['thesis', 'statement', 1],
  ['wedding', 'anniversary', 1],
  ['thanksgiving', 'harvest', 1],
  ["kids kids' kid's boys boys' girls girls' children's", 'room bathroom bedroom', 1],
  ['garden gardens', 'covent beer olive madison', 1],
  ['flat', 'tyre tyres tire tires white pack', 1],
  ['reading', 'meter meters', 1],
  ['band bands', 'rubber hair elastic resistance', 1],
  ['church', 'street st road rd lane', 1],
  ['rent', 'my own', 1],
  ['family', 'plan plans pack size tier sharing', 1],
  ['turkey', 'to in visit trip trot visa', 1],
];

const OTHER_CUES = new Map<string, { cues: Set<string>; reach: number }>(
  OTHER_SENSES.flatMap(([words, cues, reach]) => {
    const sense = { cues: new Set(cues.split(' ')), reach };
    return words.split(' ').map((word) => [word, sense] as const);
  }),
);

/** Whether a token of a text is a word used in another sense (OTHER_SENSES). */
function otherSense(textTokens: readonly Token[], i: number): boolean {
  const sense = OTHER_CUES.get(textTokens[i]!.word);
  if (!sense) return false;
  for (let j = Math.max(0, i - sense.reach); j <= Math.min(textTokens.length - 1, i + sense.reach); j++)
    if (j !== i && sense.cues.has(textTokens[j]!.word)) return true;
  return false;
}

/** A text's tokens without the words used in another sense. */
function withoutOtherSenses(textTokens: Token[]): Token[] {
  if (!textTokens.some((token) => OTHER_CUES.has(token.word))) return textTokens;
  return textTokens.filter((_, i) => !otherSense(textTokens, i));
}

/** How many words of a text are used in another sense: each is one everyday thing of the writer's (Life's). */
function otherSenses(textTokens: readonly Token[]): number {
  return textTokens.reduce((n, _, i) => n + Number(otherSense(textTokens, i)), 0);
}

/**
 * Words of the default work tags that name a thing at home too, by the words that, near them, say it is the home's:
 * the washing on the line, the belt of the vacuum, a washing machine, the garden hose, photos on the NAS, a smoke
 * alarm, mould in the bathroom, a school assembly, the broadband's outage, a garlic press, the torque on the car's
 * wheel nuts, a grandparent's maintenance meds, a child's project materials, a Minecraft server. Each work word with the
 * words of its home sense (and how many words away they may be, when not SENSE_REACH).
 */
const HOME_SENSES: [string, string, number?][] = [
  ['line lines', 'washing laundry clothes sheets towels peg pegs dry phone broadband'],
  ['belt belts', 'vacuum hoover dyson trousers jeans car timing fan'],
  ['machine machines', 'washing wash coffee sewing bread espresso dishwasher'],
  ['hose hoses nozzle', 'garden hosepipe tap lawn watering plants car'],
  ['nas backup backups', 'photos pictures films movies music plex videos laptop phone iphone icloud home'],
  ['disk disks', 'home nas laptop pc computer', 6],
  ['node nodes', 'mesh wifi router extender', 2],
  ['domain domains', 'personal blog photography wedding family'],
  ['smoke', 'alarm alarms detector detectors'],
  ['mould mold', 'bathroom damp shower ceiling wall walls bedroom window windows kitchen'],
  ['moulding molding', 'skirting crown ceiling'],
  ['heater heaters', 'room bedroom bathroom sauna cabin water towel patio garage house flat home'],
  ['maintenance', 'boiler car garden bike lawn house pool flat meds medicine medicines medication tablets'],
  ['press presses', 'garlic french trouser flower citrus'],
  // "Borrow the torque wrench from Can for the car wheels": a tool's name is two words, and who lends it more.
  ['torque retorque re-torque wrench wrenches', 'car wheel wheels nuts tyre tyres tire tires bike', 6],
  ['material materials', 'school science poster art craft homework'],
  ['cluster clusters', 'hydrangea hydrangeas flower flowers grapes roses warts blossom'],
  ['server servers', 'minecraft home plex'],
  ['inspection', 'landlord house flat car home boiler gas tenancy'],
  ['safety', 'gas boiler car'],
  ['supplier suppliers', 'energy gas electricity broadband kitchen'],
  ['assembly', 'school ikea furniture wardrobe'],
  ['production', 'school nativity christmas theatre'],
  ['parts', 'bike car boiler dishwasher hoover vacuum'],
  ['bearing bearings', 'bike wheel car'],
  ['fixture fixtures', 'light lights lighting bathroom'],
  ['robot', 'vacuum hoover lawnmower mower'],
  ['quality', 'time'],
  ['build builds', 'ikea wardrobe shed treehouse lego furniture bed desk fence'],
  ['logs', 'fire firewood burner stove'],
  ['batch batches', 'cook cooking bake baking meals soup freezer'],
  ['merge', 'photo photos album albums pictures'],
  ['bucket buckets', 'mop'],
  ['lag', 'jet'],
  ['code', 'dress discount promo voucher door gate'],
  ['runner runners', 'beans table'],
  ['container containers', 'food lunch tupperware storage plastic'],
  ['certificate certificates', 'gas birth marriage renter renters tenant'],
  ['partition', 'wall'],
  ['branch', 'tree trees garden bank'],
  ['dashboard', 'car warning'],
  ['upgrade', 'phone iphone ipad broadband'],
  [
    'queue queues',
    'school gates car park shop bakery checkout till supermarket toilets traffic tickets gp slot visa immigration embassy consulate',
  ],
  ['outage outages', 'power internet broadband wifi electricity comcast xfinity verizon spectrum virgin'],
];

/** Each work word's home-sense words, by the work word. */
/** How far (in words) a home sense's word may be from the work word it speaks of, unless its entry says. */
const SENSE_REACH = 4;

const HOME_CUES = new Map<string, { cues: Set<string>; reach: number }>(
  HOME_SENSES.flatMap(([workWords, cues, reach = SENSE_REACH]) => {
    const sense = { cues: new Set(cues.split(' ')), reach };
    return workWords.split(' ').map((word) => [word, sense] as const);
  }),
);

/**
 * The work words of a text used in their home sense: a word of that sense within a few words of each, or — `atHome`
 * — every one.
 */
function homeSenses(textTokens: readonly Token[], atHome: boolean): Set<Token> {
  const found = new Set<Token>();
  textTokens.forEach((token, i) => {
    const sense = HOME_CUES.get(token.word);
    if (!sense) return;
    if (atHome) {
      found.add(token);
      return;
    }
    const { cues, reach } = sense;
    for (let j = Math.max(0, i - reach); j <= Math.min(textTokens.length - 1, i + reach); j++)
      if (j !== i && (cues.has(textTokens[j]!.word) || cues.has(textTokens[j]!.base))) {
        found.add(token);
        return;
      }
  });
  return found;
}

/**
 * "after the deploy", "before the shift tomorrow", "once the release is out", "until the migration", "before
 * Christmas": a time given by an event or a holiday, cut out of a text (kept apart as its timings) — a quote wanted
 * before Christmas is no family's; nor is a repair due "before Nana comes to stay" (a relative's visit as a time).
 */
const TIMING =
  /\b(?:after|before|once|until|till|ahead of)\s+(?:the|my|our|this|tonight's|today's|tomorrow's)\s+[\p{L}\d-]+(?:\s+(?:is|are)\s+(?:out|done|over|live|green|finished))?|\b(?:after|before|by|over|until|till|ahead of)\s+(?:christmas|xmas|easter|new year|thanksgiving|diwali|eid|hanukkah|the holidays)\b|\b(?:before|until|till)\s+(?:my\s+|our\s+|the\s+)?[\p{L}’'-]+\s+(?:comes?|arrives?|visits?|gets here|lands?)(?:\s+to\s+stay)?\b/giu;

/**
 * A task's text without the names of its people, which are no words of an area ("Meet Rosa for lunch" says nothing
 * of the garden's roses, "ask Bill" nothing of Life's bills) — but a relation named as one ("Mum", "Nana") is the
 * family's, and a name of one of the user's tags is that tag's.
 */
function withoutNames(text: string, people: readonly string[], tags: readonly string[]): string {
  if (people.length === 0) return text;
  const family = tagLexicon('family').single;
  // A name that names one of the user's tags ("Navidad", "Noah") is the tag's.
  const tagged = new Set(tags.flatMap(nameWords));
  const names = new Set(
    people
      .flatMap((person) => person.split(' '))
      .filter((name) => !family.has(fold(name.toLowerCase())) && !tagged.has(fold(name.toLowerCase()))),
  );
  if (names.size === 0) return text;
  return text
    .split(' ')
    .map((word) => (names.has(word.replace(TRIM_PUNCTUATION, '').replace(POSSESSIVE, '')) ? '' : word))
    .join(' ');
}

/**
 * A parent named by their child ("Kevin's mom", "Ava's dad", "Ethan's mum"): someone the writer deals with. Not
 * "Aroha's parents", which the teaching areas list as their own word.
 */
const OTHERS_PARENT = /\b(\p{Lu}\p{Ll}+['’]s?) (?:mom|mum|mother|dad|father|mama|papa)\b/gu;

/**
 * Words of an area that deals with other people's children, and so with their parents: a class's parents or pupils, a
 * music teacher's students and lessons, a scout troop.
 */
const CHILDREN_OF_OTHERS = ['parents', 'pupils', 'students', 'lessons', 'troop'];

/**
 * A text without the parent word of a parent named by their child, when the user has a custom tag whose area deals with
 * other people's children (teaching, a class, a PTA, a piano studio, scouts): "email Kevin's mom back about the form" is
 * the classroom's contact, not the writer's own mother. Without such a tag it stays the family's ("Meera's mom", an
 * in-law).
 */
function withoutOthersParents(text: string, tags: readonly string[]): string {
  if (!text.includes("'") && !text.includes('’')) return text;
  const children = (tag: string) => CHILDREN_OF_OTHERS.some((word) => tagLexicon(tag).single.has(word));
  if (!tags.some((tag) => isCustom(tag) && children(tag))) return text;
  return text.replace(OTHERS_PARENT, '$1');
}

const TRIM_PUNCTUATION = /^[^\p{L}]+|[^\p{L}'’]+$/gu;
const POSSESSIVE = /['’]s?$/;

function withoutTimings(text: string): { text: string; timings: string } {
  const timings: string[] = [];
  const rest = text.replace(TIMING, (found) => {
    timings.push(found);
    return ' ';
  });
  return { text: rest, timings: timings.join(' ') };
}

/**
 * Words of the default work tags that are everyday words too (a shift, a release, a build, the line, a parts order):
 * alone in a dump about other things, one of them may be a chance word. The rest (cron, terraform, kubernetes, OEE,
 * torque) are the trade's own.
 */
const EVERYDAY_WORK_WORDS = new Set([
  ...HOME_CUES.keys(),
  ...`cluster clusters batch batches line lines queue queues shift shifts release releases patch patches build builds pipeline pipelines plant press presses safety die print
    certificate certificates quality material materials inspection fleet trucks freight logistics warehouse inventory
    supplier suppliers operator operators defect defects yield lean tooling casting production assembly bin merge bug
    bugs code logging memory disk cloud domain hosting volume volumes snapshot snapshots alert alerts integration
    migration schema gateway vault secrets consumer consumers broker retention canary pager paged replica replicas
    rollout repo sprint standup server servers database databases db api apis endpoint endpoints upgrade kernel
    dashboard dashboards linux monitoring incident incidents outage outages downtime throughput maintenance machine
    machines weld welding batch batches pallet pallets racking trucks parts belt operators changeover changeovers
    scrap rework kanban lockout guarding wrench wrenches hose bearings bearing robot nozzle nozzles hydraulic fixture
    fixtures mold mould molds moulds resin`.split(/\s+/),
]);

/** Whether a text's words of a work tag are all everyday words (the tag's phrases are the trade's own). */
function everydayWordsOnly(text: string, tag: string): boolean {
  const lexicon = tagLexicon(tag);
  const textTokens = tokens(text);
  const sequence = ` ${textTokens.map((token) => token.base).join(' ')} `;
  if ([...lexicon.phrases.values()].some((list) => list.some((phrase) => sequence.includes(phrase))))
    return false;
  // "Line 3", "press 2": numbered, a plant's line or press is the trade's own.
  return textTokens.every(
    (token, i) =>
      !(lexicon.single.has(token.word) || (token.word.length >= 4 && lexicon.bases.has(token.base))) ||
      (EVERYDAY_WORK_WORDS.has(token.word) && !NUMBERED.test(textTokens[i + 1]?.word ?? '')),
  );
}

/**
 * Whether a work tag's evidence in some lines is backed: its words in two of them or more, or a word of the trade's own
 * (not everydayWordsOnly) — "hosting access + API credentials" on one line of a web redesign's kickoff is no platform.
 */
export function backedWork(lines: readonly string[], tag: string): boolean {
  const saying = lines.filter((line) => (scoreTags(line, [tag])[0]?.score ?? 0) > 0);
  return saying.length >= 2 || saying.some((line) => !everydayWordsOnly(line, tag));
}

/** A number that names one of several (line 3, cell 4b). */
const NUMBERED = /^\d+[a-z]?$/;

/** Words of the default work tags that also measure things: a cluster of grapes, a batch of cookies, a line of cars. */
const MEASURES = new Set('cluster clusters batch batches line lines queue queues'.split(' '));

/** The writer's own family, as against a family occasion (a party, Christmas) a team has too. */
const KIN = new Set(
  'kids kid son daughter sons daughters wife husband mum mom mother dad father sister brother grandma grandpa granny nan in-laws niece nephew'.split(
    ' ',
  ),
);

/**
 * A word for the writer's kin in any language people write it ("mamá", "mummy", "Ammi", "Oma", "my uncle"): KIN and
 * the kin words people.ts knows as speakers and names — but not "partner", which a business has too ("let the partner
 * team know").
 */
function isWritersKin(word: string): boolean {
  return KIN.has(word) || (word !== 'partner' && isKinWord(word));
}

/**
 * Whether a heading is the writer's kin by name — a chat message's speaker ("Mum", "Papa", "Ammi") or a list under
 * them ("Dad:"): written in lower case at least in part, so an abbreviation ("PA" for an assistant) is none.
 */
function fromKin(heading: string): boolean {
  const said = tokens(heading);
  return said.length > 0 && /\p{Ll}/u.test(heading) && said.every((token) => isWritersKin(token.word));
}

/**
 * The writer's kin as the one a thing is of or for: "daughter's bike", "the kids' passports", "Mẹ's medicine",
 * Hindi-English "Mummy ki dawai" / "Mummy ka checkup", "for Ammi's 60th", "things for Mom" — not a place ("lunch at my
 * sister's", "drop it to Mum's").
 */
const FOR_WORDS = new Set(['for', 'pour', 'para', 'für']);
const PLACE_WORDS = new Set(['at', 'to', 'in']);
const DETERMINERS = new Set(['my', 'our', 'the']);
/** Hindi-English "of": "Mummy ki dawai", "Papa ka phone". */
const OF_WORDS = new Set(['ki', 'ka', 'ke']);

/** Whether a text names the writer's kin as the one a thing is of or for. */
function kinOwns(text: string): boolean {
  const said = text.toLowerCase().split(/[^\p{L}\p{N}'’]+/u);
  return said.some((word, i) => {
    const bare = word.replace(/['’]s?$/, '');
    if (!bare || !isWritersKin(fold(bare))) return false;
    const before = DETERMINERS.has(said[i - 1] ?? '') ? said[i - 2] : said[i - 1];
    if (FOR_WORDS.has(before ?? '')) return true;
    return (bare !== word || OF_WORDS.has(said[i + 1] ?? '')) && !PLACE_WORDS.has(before ?? '');
  });
}

/** Per custom tag: whether its area has a word for the writer's kin ("mum_care" of Eldercare, "dad" of a Parents tag). */
const areaOfKin = memoByName((tag: string): boolean => {
  const { single, phrases, names } = tagLexicon(tag);
  const said = [
    ...single,
    ...names,
    ...[...phrases.values()].flat().flatMap((phrase) => phrase.trim().split(' ')),
  ];
  return said.some((word) => isWritersKin(word) || isWritersKin(word.replace(/s$/, '')));
});

/** How many tag names the module's memos hold now (each is bounded: name-memo). */
export function tagNamesKept(): { lexicons: number; kinAreas: number } {
  return { lexicons: tagLexicon.size, kinAreas: areaOfKin.size };
}

/**
 * For a task that names a thing of the writer's kin, the order of two tags of equal evidence: Family before a custom
 * tag whose area has no word for kin (negative: `a` first).
 */
function kinOverArea(a: string, b: string): number {
  if (b === 'Family' && isCustom(a) && !areaOfKin(a)) return 1;
  if (a === 'Family' && isCustom(b) && !areaOfKin(b)) return -1;
  return 0;
}

/** A child's day: a team's meeting has none of it, unlike a party, Christmas, parents or a family room. */
const CHILD_DAY = new Set(
  'nursery daycare school playgroup creche kita babysitter nanny childminder swimming ballet homework playdate after-school'.split(
    ' ',
  ),
);

const CHORE_VERBS = new Set(['press', 'patch', 'line', 'shift', 'batch']);
/** "Queue at the post office", "queue up for tickets": a person queuing, not a queue of messages. */
const QUEUE_WHERE = new Set(['at', 'up', 'outside', 'behind', 'in', 'for']);
/** Where people queue, said of the noun anywhere in a text ("the queue at the GP", "a queue outside the bakery"). */
const WAITING_AT = new Set(['at', 'outside', 'behind']);

/**
 * Office work that is neither DevOps nor manufacturing (clients, proposals, marketing, board packs, grants, hiring),
 * by the one list of its words (tag-areas' OFFICE, what a tag named "Work" means): with no tag of the user's for
 * it, it is Unsorted — never Family or Life, whatever else the dump is about.
 */
const OFFICE_LEXICON = vocabulary(
  `${OFFICE_WORDS.only} ${OFFICE_WORDS.alsoHome}`,
  true,
  OFFICE_WORDS.alsoHome,
);
const OFFICE_ONLY = vocabulary(OFFICE_WORDS.only, true);
const OFFICE_PEOPLE = vocabulary(OFFICE_WORDS.people, true);

/**
 * "Send the deck to legal", "the pitch deck", "finish the slides": a deck or slides that are sent or presented, not
 * a deck that is stained nor the playground's slides.
 */
const OFFICE_DECK =
  /\b(?:send|share|finish|update|present|circulate|polish|prep|prepare|draft|forward|email|print|sign off)\b[^.;,]*\b(?:decks?|slides)\b|\b(?:slide|pitch|sales|board|investor|client|strategy|kick-?off|team)\s+decks?\b/i;

function vocabularyIn(lexicon: Omit<Lexicon, 'names'>, text: string): number {
  const textTokens = tokens(text);
  const sequence = ` ${textTokens.map((token) => token.base).join(' ')} `;
  return vocabularyHits(lexicon, textTokens, textTokens, sequence);
}

/**
 * Evidence of office work: its own words count 1, the ones with a home sense too ½, a deck that is sent or presented 1
 * (OFFICE_DECK has already told it from the garden's deck, as "send the slides" is the slides' ½ and the form's ½).
 */
export function officeWork(text: string): number {
  return vocabularyIn(OFFICE_LEXICON, text) + (OFFICE_DECK.test(text) ? 1 : 0);
}

/**
 * Office work a task's own words say, with the people of a workplace it names (its team, an intake, a supervisor):
 * they make the task office work as a colleague does, but not the tasks around it — "I have the call with the
 * team, so yes I can do the pickup" is no office errand.
 */
function ownOfficeWork(text: string): number {
  return officeWork(text) + vocabularyIn(OFFICE_PEOPLE, text);
}

/** Whether a text names office work by the words that have no other sense (client, proposal, roadmap, Q1). */
function namesOffice(text: string): boolean {
  return vocabularyIn(OFFICE_ONLY, text) > 0;
}

/**
 * Whether a custom tag's area is work with an office side (clients, vendors, listings, a charity's donors): it has
 * a word of office work. A garden, a band or a church has none.
 */
function isOfficeArea(tag: string): boolean {
  const lexicon = tagLexicon(tag);
  return [...OFFICE_ONLY.single].some((word) => lexicon.single.has(word));
}

/** The user's tag for office work ("Work", "Arbeit", "Office", "Day Job"), if they have one. */
function officeTag(tags: readonly string[]): string | undefined {
  return tags.find((tag) => isCustom(tag) && pointsTo(tag, 'work'));
}

/**
 * What every task of a dump is tagged against and no task changes: the user's tag for office work (officeTag), their
 * custom tags named for someone or something (no meaning of their own), and the custom tag the dump is about
 * (dumpArea).
 */
interface DumpFacts {
  tags: readonly string[];
  desk: string | undefined;
  nameTags: string[];
  theme: string | undefined;
}

const FACTS = new WeakMap<readonly Scored[], DumpFacts>();

/** Counts for tests: dump facts asked for, and read. */
export const dumpFactsStats = { asked: 0, read: 0 };

/**
 * The dump's facts, read once per extraction: its tasks are all tagged against the same scores of the dump and the
 * same list of the user's tags, so they are kept with those scores (and read again for another list of tags).
 */
function dumpFacts(dump: readonly Scored[], tags: readonly string[]): DumpFacts {
  dumpFactsStats.asked++;
  const known = FACTS.get(dump);
  if (known?.tags === tags) return known;
  dumpFactsStats.read++;
  const facts = {
    tags,
    desk: officeTag(tags),
    nameTags: tags.filter((tag) => isCustom(tag) && !hasMeaning(tag)),
    theme: dumpArea(dump, tags),
  };
  FACTS.set(dump, facts);
  return facts;
}

/**
 * Whether a task's own words say it is office work with no tag of its own (kept Unsorted by fillUnsorted), or
 * work of a tag that the dump does not back ("swap my Sunday shift" among errands). A word of office work with a
 * home sense too (an invoice, a quote, the meeting room, a rota) counts half: the school's report or the lab's
 * meeting may be a custom area's, and in a dump about a work tag the rota among errands may be the writer's own
 * (paragraphWithout). With neither — only the default tags, and no work the dump is about — nothing else claims
 * it, and one such word is enough: "chase the agency about the invoice" said with "call mum" is no family errand.
 */
export function isUntaggedOfficeWork(
  tag: string,
  clause: string,
  tags: readonly string[],
  dump: readonly Scored[] = [],
): boolean {
  if (tag !== UNSORTED) return false;
  const hasCustom = tags.some((other) => other !== UNSORTED && isCustom(other));
  const claimed = hasCustom || dump.some((d) => d.tag.startsWith('Work-') && d.score >= 2);
  return (
    ownOfficeWork(clause) >= (claimed ? 1 : 0.5) ||
    scoreTags(clause, WORK_TAGS).some((entry) => entry.score > 0) ||
    (professionsPaper(clause) && !hasCustom)
  );
}

const WORK_TAGS = Object.keys(DEFAULT_LEXICONS)
  .filter((key) => key.startsWith('work-'))
  .map((key) => `Work-${key.slice(5, 6).toUpperCase()}${key.slice(6)}`);

/**
 * The best tag for a task: its own clause weighs most, then the sentence around it (`context`, its other clauses
 * joined by ' | '; `listed` when the sentence holds other tasks too, with the clauses that lie across one of them),
 * then the dump as a whole.
 * Ties go to the user's custom tags — someone who made a "Security" tag wants it used over Work-DevOps.
 */
export interface Section {
  text: string;
  weight: number;
  /** The heading opened an earlier sentence of the same prose ("Orion: renew the cert. Also book a haircut."). */
  inline?: boolean;
  /**
   * The heading is a title on a line of its own over a list ("MOVE - Dec 12" over its checkboxes): a list's name by
   * its place, with no colon or word for a list.
   */
  listTitle?: boolean;
}

/**
 * The best tag for a task (keywordTag) — a default work tag given to the user's own tag for work in general when they
 * have one ("Work", "Jobs", "Office", "Trabajo": officeTag): someone who made a "Work" tag files their job there,
 * whether its words are a plant's or a platform's (a nurse's "incident report", a driver's "pallet").
 */
export function pickTag(...args: Parameters<typeof keywordTag>): string {
  const tag = keywordTag(...args);
  return tag.startsWith('Work-') ? (dumpFacts(args[2], args[3]).desk ?? tag) : tag;
}

function keywordTag(
  clause: string,
  context: string,
  dump: Scored[],
  tags: string[],
  section: Section = { text: '', weight: 0 },
  people: readonly string[] = [],
  meeting?: string,
  listed?: { across: string },
): string {
  const facts = dumpFacts(dump, tags);
  // "After the deploy, pick up milk", "grab my prescription before the shift": what a task is timed by is not what
  // it is about — it counts half, and only as the words around the task.
  const timed = withoutTimings(withoutNames(withoutOthersParents(clause, tags), people, tags));
  // A parent named by their child in the sentence around it ("text the Thursday families — the Nguyens and Olivia's mom")
  // is as much the area's contact as in the task itself.
  const around = withoutTimings(withoutOthersParents(context, tags));
  const under = headingSays(section.text);
  const own = scoreTags(timed.text, tags, under === 'home');
  // In a sentence of several tasks, one whose own words say clearly what it is about (two words of a tag or more,
  // Life's counted as words) takes what the sentence says around them at half: that is about another of its items
  // ("the cluster upgrade is at 10, tell the support team … and pick up the parcel from the post office").
  const clear =
    listed !== undefined && own.some((entry) => entry.score * (entry.tag === 'Life' ? 2 : 1) >= CLEAR);
  // What it says across another of its tasks is about that one more than this one: "for the choir I've got to learn
  // the tenor line, print the programmes, and for the baby we need to book the health visitor" — half as well, but
  // a label over them all frames this one too ("band stuff first we need to book the room and … the insurance").
  // A task with a word of its own ("book the optician") takes only the labels: in a spoken run-on, what is said of
  // the other items ("the replicas are lagging again and the alerts are way too noisy") is theirs, however much.
  const worded = own.some((entry) => entry.score * (entry.tag === 'Life' ? 2 : 1) >= 1);
  const across = withoutTimings(listed?.across ?? '');
  // A heading about home says the item is the writer's own; its own words say whose ("buy durian for mak" under
  // "home:" is the family's).
  const kinWords = own.some((entry) => entry.tag === 'Family' && entry.score > 0);
  const far = across.text.trim() ? framing(across.text, tags, worded, kinWords) : undefined;
  const near = scoreTags(around.text, tags).map((entry, i) => ({
    tag: entry.tag,
    score: (clear ? entry.score / 2 : entry.score) + (far?.[i]?.score ?? 0),
  }));
  const timing = scoreTags(`${timed.timings} ${around.timings} ${across.timings}`, tags);
  const heading = section.text
    ? personal(scoreTags(section.text, tags, false, section.inline), kinWords ? under : undefined)
    : [];
  const prior = (tag: string) => dump.find((d) => d.tag === tag)?.score ?? 0;
  // The writer's own kin in the task ("the kids' passport photos") makes it the family's over as much of Life's.
  const kin = tokens(clause).some((token) => isWritersKin(token.word));
  const kinThing = kin && kinOwns(clause);
  const ranked = own
    .map((entry, i) => ({
      tag: entry.tag,
      // A heading ("Podcast stuff:") names the area of everything under it, so it outweighs one stray word.
      score:
        entry.score * 2 +
        (near[i]?.score ?? 0) +
        (timing[i]?.score ?? 0) / 2 +
        (heading[i]?.score ?? 0) * section.weight,
    }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        // Equal evidence: the user's own custom tag, the family of kin the task names, then the one the whole dump
        // leans to.
        // A thing of the writer's kin ("mom's meds", "kids ke liye jackets") is the family's over a tag of the user's
        // whose area has no word for kin (a nurse's "Ward" has meds too); "Eldercare" or a "Parents" tag keeps it.
        (kinThing && b.score > 0 ? kinOverArea(a.tag, b.tag) : 0) ||
        (b.score > 0 ? Number(isCustom(b.tag)) - Number(isCustom(a.tag)) : 0) ||
        (kin ? Number(b.tag === 'Family') - Number(a.tag === 'Family') : 0) ||
        prior(b.tag) - prior(a.tag),
    );
  const best = ranked[0];
  // A tag named for a person or a project ("Noah", "Atlas", "Harbour St") that this task names is where a
  // careful person files it, over any default tag ("Noah's school shoes"); one its heading names, unless the
  // task's own words say otherwise twice ("Renew the gym membership" under "Atlas:"); one its sentence names,
  // when the task has no word of its own.
  if (best && !isCustom(best.tag)) {
    // In words: Life's score is halved.
    const ownBest = (own.find((entry) => entry.tag === best.tag)?.score ?? 0) * (best.tag === 'Life' ? 2 : 1);
    // The task's own heading ("Orion: renew the SSL cert") is the user's own filing, whatever its words; a heading
    // over lines below it yields to two words of another area; one that opened an earlier sentence of prose ("Orion:
    // …. Also book a haircut.") only to none.
    const headed = section.weight > 1 ? Number.POSITIVE_INFINITY : section.inline ? 0 : 1;
    const named = [
      [`${clause} ${people.join(' ')}`, Number.POSITIVE_INFINITY],
      [section.text, headed],
      [context, 0],
    ] as const;
    for (const [text, allowed] of facts.nameTags.length > 0 ? named : []) {
      if (ownBest > allowed || !text) continue;
      const seen = new Set(tokens(text).map((token) => token.word));
      const found = facts.nameTags.filter((tag) => namedIn(tag, seen));
      if (found.length === 1) return found[0]!;
    }
  }
  // An action item of meeting notes is the meeting's ("Ade: fix the van's tail light" under the food bank's
  // meeting, "book a room for the review" under a retro), unless its own words say otherwise: two words of another
  // area (three everyday words of Life's, two under a work meeting), or any word of a custom tag of the user's when the meeting's is a default
  // one or an area too. Office work under a work meeting (a client, a proposal, the roadmap) stays office work; a
  // word with another sense does not make it so ("draft the project charter" in a retrofit kickoff's notes).
  // A list's heading that names an area of the user's ("Wedding checklist", "Studio stuff for Sat:") frames its items
  // the same way: "buy shoes" under the wedding's checklist is the wedding's; so does a title over a list, without a
  // colon ("Food bank – Saturday drive prep" over its checkboxes).
  const framed =
    LIST_HEADING.test(section.text) || section.listTitle ? headingFrame(section.text, tags) : undefined;
  if (!meeting && framed) meeting = framed;
  if (meeting && best && !(meeting.startsWith('Work-') && namesOffice(clause))) {
    const byName = meeting !== UNSORTED && isCustom(meeting) && !hasMeaning(meeting);
    // Two everyday words ("call the bank about the mortgage") take an item out of a work meeting — a stand-up is
    // never about the writer's bank; a church council's may be about the hall's electricity bill.
    const workMeeting = meeting.startsWith('Work-');
    // The writer's own family: kin, or a child's day ("pick up Ella from nursery").
    const family = tokens(clause).some((token) => isWritersKin(token.word) || CHILD_DAY.has(token.word));
    // A list the user headed with the name of one of their areas ("Move checklist", "MOVE - Dec 12" for a House Move
    // tag) holds the family's part of it too: "ask Dad to borrow his trailer", "get the kids' school records moved" —
    // but not a kin's own errand or care, which a word of Life's says ("ring mum about her hip appointment").
    const namedList =
      framed === meeting &&
      !own.some((entry) => entry.tag === 'Life' && entry.score > 0) &&
      tokens(section.text).some((token) => nameHit(tagLexicon(meeting).names, token));
    const elsewhere = own.some((entry) =>
      entry.tag === meeting
        ? false
        : isCustom(entry.tag) && !byName
          ? entry.score > 0
          : // "me - pick up the kids at 3" in a standup is still the family's; "book the Christmas party venue"
            // in a safety walk's list is the team's.
            entry.tag === 'Family'
            ? entry.score > 0 && family && !namedList
            : entry.score >= (entry.tag !== 'Life' ? 2 : workMeeting ? 1 : 1.5),
    );
    // "Me: book the dentist (personal!)": the writer says the item is theirs, not the work meeting's.
    if (!elsewhere && !(workMeeting && context.split(' | ').some((c) => SAID_PERSONAL.test(c))))
      return meeting;
  }
  if (best && best.score > 0) {
    // A work tag that one chance word of this task points to ("print", "line", "safety", "die") — with no other
    // word of it in the sentence nor in the rest of the dump — does not beat the custom tag the dump is about,
    // which may have no vocabulary of its own ("Café", "Dojo", "Analytics"). Family and Life words (grandma,
    // dentist) are not chance words.
    // The custom tag the dump is about, which several rules below weigh a task against.
    const theme = facts.theme;
    const area = best.tag.startsWith('Work-') ? theme : undefined;
    /** The custom tag the task's own sentence ranks highest, if any. */
    const customRanked = () => ranked.find((entry) => entry.score > 0 && isCustom(entry.tag))?.tag;
    const ownHits = own.find((entry) => entry.tag === best.tag)?.score ?? 0;
    // "Send the revised floor plans to the client" in a dump about the kids is still office work. So is a task whose
    // own words give at most one everyday word of Life's (none of the family's, no kin, no one it is for) when its sentence says as
    // much of office work as of that area: "lower the asking price, the vendor said yes by email", "book it once
    // the client signs the proposal".
    if (best.tag === 'Life' || best.tag === 'Family') {
      const sentence = `${timed.text} ${around.text}`;
      const sentenceSays = () =>
        scoreTags(sentence, tags).find((entry) => entry.tag === best.tag)?.score ?? 0;
      if (
        ownOfficeWork(clause) >= Math.max(1, ownHits) ||
        (!kin &&
          ownHits <= (best.tag === 'Life' ? ONE_WORD : 0) &&
          !forSomeone(FOR_SOMEONE, clause) &&
          officeWork(sentence) >= Math.max(1, sentenceSays()))
      )
        return facts.desk ?? UNSORTED;
    }
    // Under a heading that says work ("Work:", "## Work"), a work tag's word is no chance word.
    const headed =
      (heading.find((entry) => entry.tag === best.tag)?.score ?? 0) > 0 ||
      (under === 'work' && best.tag.startsWith('Work-'));
    // The dump's theme outweighs it too when the dump says twice as much of the theme as of that work — or the
    // custom tag the task's own sentence speaks of, when it speaks of one ("the MG needs new points, order them
    // from the UK supplier" in a dump mostly about the dojo is the vintage cars').
    // A word of the task's sentence that is the trade's own ("PagerDuty", "terraform", "OEE") is no chance word.
    if (
      area &&
      ownHits <= 1 &&
      best.score <= 3 &&
      !headed &&
      prior(best.tag) <= Math.max(1, prior(area) / 2) &&
      everydayWordsOnly(`${timed.text} ${around.text}`, best.tag)
    )
      return customRanked() ?? area;
    // With no theme of the user's: one word of a work tag that nothing else in the dump backs, in a dump about
    // other things, is work of a kind the user has no tag for ("swap my Sunday shift with Kemi" among errands) —
    // when it is a word with an everyday sense too: "migrate the cron jobs" among errands is still the platform's.
    if (
      best.tag.startsWith('Work-') &&
      !area &&
      ownHits <= 1 &&
      everydayWordsOnly(timed.text, best.tag) &&
      best.score <= 2 &&
      !headed &&
      prior(best.tag) <= ownHits &&
      dump.every((d) => d.tag === best.tag || !d.tag.startsWith('Work-') || d.score === 0) &&
      dump.some((d) => !d.tag.startsWith('Work-') && d.score >= 2)
    )
      return UNSORTED;
    // "Freya's passport appointment is on Friday, take her", "Ema's passport photos - get them done": a task that says
    // nothing but a verb and a word pointing back to someone named or to their thing is an errand for them — before
    // the dump's theme takes a task with no word of its own. Not a pet's, nor one that names someone itself ("drop
    // Jack at his place", a favour).
    if (
      best.tag === 'Life' &&
      ownHits === 0 &&
      tags.includes('Family') &&
      onlyPointsBack(timed.text, tags) &&
      pointsBackTo(clause, context)
    )
      return 'Family';
    // A professional's licence or registration ("renew my nursing licence registration", "NBA practising fees",
    // "pa-renew yung PRC license ko") is their work's, however personal its words: the user's tag for work, else
    // the area the dump is about, else office work with no tag (isUntaggedOfficeWork keeps it so).
    if (best.tag === 'Life' && ownHits <= 1 && professionsPaper(timed.text))
      return facts.desk ?? (theme && prior(theme) >= CLEAR ? theme : UNSORTED);
    // "Buy flowers for the tables" in a dump about the wedding: a lone "buy", "order" or "book" is the errand
    // of the dump's own theme, not a personal one.
    // It is left for fillUnsorted, which gives it the custom tag of the tasks around it.
    // So are the papers an area holds as well as a person ("renew the sanitary permit", "call the insurance about the
    // barn roof", "strata fees" in a dump about the bakery, the stable, the flats the user lets), said by that word
    // alone and with nothing of the writer's own (a driving licence, the gym) or their kin: that area's paperwork.
    // They are filed there at once: fillUnsorted would read the same word in the task's sentence as Life's.
    if (best.tag === 'Life' && !headed && theme && prior(theme) >= 2) {
      if (ownHits <= WEAK_LIFE) return UNSORTED;
      if (ownHits <= ONE_WORD && !kin && areasPapers(timed.text)) return theme;
    }
    // A holiday the family keeps that an area of the user's keeps too ("plan the staff Christmas party", "confirm the
    // Christmas Eve confession times", "send me your final Christmas veg order" in a dump about the hotel, the parish,
    // the restaurant) is that area's: the occasion names the event, not whose — when it is the task's only word of
    // the family's and nothing names the writer's kin. "Home for Christmas", "Eid gifts" stay the family's.
    if (
      best.tag === 'Family' &&
      !headed &&
      !kin &&
      theme &&
      prior(theme) >= 2 &&
      areasOccasion(timed.text, tags)
    )
      return customRanked() ?? theme;
    // A request from the writer's kin in a chat, or an item under their name ("Mum: can you ring the hotel", "Papa:
    // please get the inverter battery checked"), is the family's errand — unless its own words say more than one
    // everyday word of Life's or name what the writer holds alone (their licence, their dentist).
    if (
      best.tag === 'Life' &&
      ownHits <= ONE_WORD &&
      tags.includes('Family') &&
      fromKin(section.text) &&
      !writersOwn(timed.text)
    )
      return 'Family';
    // So is an errand for a thing its sentence says is the writer's kin's ("daughter's bike chain is rusty, oil it",
    // "Nan's smoke alarm is chirping, swap the battery", "Mummy ki BP ki dawai khatam, pharmacy se lana hai"): one
    // everyday word of Life's at most and none of another tag's, when nothing in the sentence is the writer's own
    // (their MOT, their dentist).
    if (
      best.tag === 'Life' &&
      ownHits <= ONE_WORD &&
      tags.includes('Family') &&
      own.every((entry) => entry.tag === 'Life' || entry.score === 0) &&
      kinOwns(context) &&
      !PET.test(`${clause} ${context}`) &&
      !writersOwn(`${timed.text} ${context}`)
    )
      return 'Family';
    // A personal errand done for someone by name ("dentist for Noah", "Maisie's prescription", "take Baraka for his
    // haircut") is the family's; so is one that points back to someone its sentence names ("Elif's concert is on the
    // 18th, buy her the white shoes").
    // The errand must be one by its own words ("drop it off for Sam" is a favour); not a pet's ("the vet for
    // Biscuit"), nor a place ("drop the cat at Giulia's"), nor when the clause holds several actions.
    // Taking or signing someone up is an errand by its form; under a heading about home ("Home:", "At home") any
    // errand for someone by name is.
    if (
      best.tag === 'Life' &&
      (ownHits > 0 || under === 'home' || forSomeone(FERRIES, clause)) &&
      tags.includes('Family') &&
      (forSomeone(FOR_SOMEONE, clause) || pointsBackTo(clause, context)) &&
      !PET.test(clause) &&
      // "And book a dentist for Oscar", "… move Alfie's appointment, and": an "and" at either end still holds one
      // action.
      !/\band\b/i.test(clause.replace(/^\W*and\b|\band(?:\s+then)?\W*$/gi, ''))
    )
      return 'Family';
    return best.tag;
  }
  // Taking or signing someone up by name with no other word ("register Ines for her grade 3 flute exam") is an
  // errand for them, not the work around it.
  if (tags.includes('Family') && forSomeone(FERRIES, clause) && !PET.test(clause) && officeWork(clause) === 0)
    return 'Family';
  // Nothing in the task points anywhere: fillUnsorted finds where it belongs — its own sentence or the one next to
  // it ("Mum's back in hospital. Visit on Saturday." in an allotment dump), then its neighbours, then the custom tag
  // the dump is about. Office work ("email Tom the deck for the client") is kept out of an area the dump is about
  // there (isUntaggedOfficeWork).
  return UNSORTED;
}

/**
 * A label over what follows: a few words ("Saturday", "ok", "reminder for Monday") or a name of a list ("band stuff
 * first we need to", "thesis stuff first", "Saturday list", "jobs for today"), as against a clause that says how
 * something is or what someone has got to do ("the cluster upgrade is at 10", "I've got to learn the tenor line",
 * "cambiar el molde de la prensa 3" said before the items it is no item of).
 */
const LABEL =
  /\b(?:stuff|things|bits|list|lists|jobs|chores|admin|errands|to-?dos?|reminders?|notes|first)\b/i;
const LABEL_WORDS = 3;
const STATEMENT =
  /\b(?:is|are|was|were|isn['’]t|aren['’]t|wasn['’]t|has|have|had|got)\b|\b(?:i|we|you|they|it|he|she|there|that)['’](?:s|ve|re)\b/i;

function isLabel(clause: string): boolean {
  return (clause.trim().split(/\s+/).length <= LABEL_WORDS || LABEL.test(clause)) && !STATEMENT.test(clause);
}

/**
 * The words of a sentence's clauses across another task, by tag: a label's in full, any other's at half (or, with
 * `labelsOnly`, not at all).
 */
function framing(clauses: string, tags: string[], labelsOnly = false, kinWords = false): Scored[] {
  const sum = tags.filter((tag) => tag !== UNSORTED).map((tag) => ({ tag, score: 0 }));
  for (const clause of clauses.split(' | ')) {
    const label = isLabel(clause);
    const weight = label ? 1 : labelsOnly ? 0 : 0.5;
    const scores = scoreTags(clause, tags, false, true);
    (label && kinWords ? personal(scores, headingSays(clause)) : scores).forEach((entry, i) => {
      sum[i]!.score += entry.score * weight;
    });
  }
  return sum;
}

/**
 * A heading on a line of its own over the items under it: a label ("Before the release:"; a label inside a line of
 * prose is cut before its colon, and only the rest of its sentence is under it) or a title naming a list ("Wedding
 * checklist", "Studio jobs for Sat").
 */
const LIST_HEADING = /:\s*$|\b(?:check-?lists?|lists?|to-?dos?|jobs|chores|tasks)\b/i;
const LIST_WORDS = /\b(?:check-?lists?|lists?|to-?dos?|jobs|chores|tasks)\b/gi;

/**
 * The custom tag a heading names, if one leads. Only the user's own areas frame a list: a default tag's word in a
 * heading may be a chance one ("Release week checklist" over "book the dentist"), and Life frames nothing.
 */
function headingFrame(heading: string, tags: string[]): string | undefined {
  if (!heading) return undefined;
  // The word that makes it a list's name is no word of an area: "ugh list:" is no seller's listing.
  const led = leading(scoreTags(heading.replace(LIST_WORDS, ' '), tags));
  return led && isCustom(led) ? led : undefined;
}

const DEFAULT_TAG_NAMES = DEFAULT_TAGS.map((tag) => tag.name);

/** A heading that turns to the writer's own life ("Personal", "Outside work:", "Life admin"), named by no tag's words. */
const HOME_LABEL =
  /^(?:personal|private|weekend|household|life admin|home admin|outside work|after work|non-work|not work)\b/i;
/** A mark of its own beside a work list's item that says it is the writer's: "(personal!)", "- private", "not work". */
const SAID_PERSONAL = /^\W*(?:personal|private|not work|non-work|home)\W*$/i;

/** A heading that says when or what instead of where ("after work", "before the release"). */
const NOT_WHERE = /^(?:after|before|outside|non|not|no)\b/i;

/**
 * What a heading of a few words says its items are: 'home' when it names the house, the family or the writer's own
 * life ("## Home", "Kids stuff", "Garden:", "Personal"), 'work' when it names work in general ("Work:", "Work stuff
 * for Monday"), else nothing.
 */
function headingSays(heading: string): 'home' | 'work' | undefined {
  return saidByHeading(heading)[0];
}

/** headingSays, read once per text in an extraction: every task of a section asks it of the same section. */
const saidByHeading = rememberedPerText(
  (heading: string): ('home' | 'work' | undefined)[] => [headingSaysOf(heading)],
  (heading) => heading,
);

function headingSaysOf(heading: string): 'home' | 'work' | undefined {
  const label = heading
    .replace(/^#+\s*/, '')
    .replace(/[:\s]+$/, '')
    .trim();
  if (!label || label.split(/\s+/).length > 4) return undefined;
  if (HOME_LABEL.test(label)) return 'home';
  if (NOT_WHERE.test(label)) return undefined;
  if (pointsTo(label, 'work')) return 'work';
  const led = leading(scoreTags(label, DEFAULT_TAG_NAMES));
  return led === 'Life' || led === 'Family' ? 'home' : undefined;
}

/**
 * A heading or label about home ("home:", "At home", "Personal") says an item is the writer's own, not which of their
 * own: for an item with a word of the family's, its words of Life's count for the family too.
 */
function personal(scores: Scored[], says: 'home' | 'work' | undefined): Scored[] {
  if (says !== 'home') return scores;
  const life = scores.find((entry) => entry.tag === 'Life')?.score ?? 0;
  return scores.map((entry) =>
    entry.tag === 'Family' && entry.score < life ? { tag: entry.tag, score: life } : entry,
  );
}

/** How many words a text must give a tag for its meaning to be clear (Life's counted half, as in scoreTags). */
const CLEAR = 2;

/**
 * What a task's own words say of a tag: nothing (a lone "buy" is no word of Life's), a word of it and more than of any
 * other tag ('some'), or clearly (two words or more).
 */
export type KeywordEvidence = 'none' | 'some' | 'clear';

export function evidenceFor(text: string, tag: string, tags: string[]): KeywordEvidence {
  const scores = scoreTags(text, tags);
  const score = scores.find((s) => s.tag === tag)?.score ?? 0;
  if (leading(scores) !== tag || score < ONE_WORD) return 'none';
  return score >= CLEAR ? 'clear' : 'some';
}

/** One word of a tag's, as scoreTags counts it (Life's halved). */
const ONE_WORD = 0.5;

/** The tag with the most evidence, if one leads (ties go to the user's own tag); never Unsorted. */
export function leading(scores: Scored[]): string | undefined {
  const ranked = scores
    .filter((s) => s.tag !== UNSORTED)
    .sort((a, b) => b.score - a.score || Number(isCustom(b.tag)) - Number(isCustom(a.tag)));
  const [best, next] = ranked;
  if (!best || best.score <= 0) return undefined;
  if (next && next.score === best.score && isCustom(next.tag) === isCustom(best.tag)) return undefined;
  return best.tag;
}

const NOT_PEOPLE =
  '(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter|New|Dr|Mr|Mrs|Ms)\\b)';
/**
 * Taking someone somewhere, or signing them up ("bring Sofia to her dentist appointment", "take Ahmad to the
 * tournament", "register Xiaomei for her piano exam"): an errand for them by its form, whatever its words.
 */
const FERRY = `\\b(?:[Tt]ake|[Dd]rive|[Dd]rop|[Bb]ring|[Cc]ollect|[Pp]ick up|[Ww]alk|[Rr]egister|[Ee]nrol|[Ee]nroll|[Ss]ign up) ${NOT_PEOPLE}(\\p{Lu}\\p{Ll}+)\\b(?! \\p{Lu}| an?\\b|['’])`;
const FERRIES = new RegExp(FERRY, 'gu');
/** "for Noah", "para a Inês", "pour Léa", "für Lena": for someone by name ("para Oaxaca" is a place). */
const FOR_SOMEONE = new RegExp(
  `\\b(?:(?:for|pour|für) |para (?:a|o) )${NOT_PEOPLE}(\\p{Lu}\\p{Ll}+)\\b(?! \\p{Lu})|(?<![\\p{L}\\p{N}] \\p{Lu}\\p{Ll}* |\\b(?:at|to) )\\b${NOT_PEOPLE}(\\p{Lu}\\p{Ll}+)['’]s\\b|${FERRY}`,
  'gu',
);

/** Someone by name as the one who has or needs something: "Maddie has no white top", "Eli needs new boots". */
const NAME_SUBJECT = new RegExp(
  `\\b${NOT_PEOPLE}(\\p{Lu}\\p{Ll}+) (?:has|needs|is|wants|lost|broke|outgrew)\\b`,
  'gu',
);
/** A word of a task that points back to someone or something its sentence named: "buy her the shoes", "buy one". */
const POINTS_BACK = /\b(?:her|him|his|one|them|it)\b/i;

/**
 * Whether a task points back to someone its sentence names, as the one it is for ("Elif's concert is on the 18th,
 * buy her the white shoes"; "Maddie has no white top that fits, buy one"): an errand for them as much as one that
 * names them itself. Not a pet's ("Biscuit needs his jabs, book him in").
 */
function pointsBackTo(clause: string, context: string): boolean {
  return (
    POINTS_BACK.test(clause) &&
    !PET.test(context) &&
    (forSomeone(FOR_SOMEONE, context) || forSomeone(NAME_SUBJECT, context))
  );
}

/**
 * A task that says nothing but a verb and who or what it points back to, and when: "take her", "get them done this
 * week", "book it in". Four words at most besides its date, none a name.
 */
function onlyPointsBack(text: string, tags: string[]): boolean {
  if (!POINTS_BACK.test(text) || scoreTags(text, tags).some((entry) => entry.score > 0)) return false;
  const said = (withoutDue(text) ?? text).trim().split(/\s+/);
  return said.length <= 4 && !said.slice(1).some((word) => /^\p{Lu}/u.test(word));
}

/**
 * Whether a clause has the form for someone by name: the word in the name's place must be one that may be a name
 * (names' isNameWordForm), not a weekday or month written short ("book the van for Sat", "for Dec"), or a word for
 * kin ("Nana's meds").
 */
function forSomeone(form: RegExp, clause: string): boolean {
  for (const match of clause.matchAll(form)) {
    const name = match.slice(1).find(Boolean);
    if (name && (isNameWordForm(name) || isKinWord(name))) return true;
  }
  return false;
}

/** Before "parents", words that make them a group's (a class's, a team's), not the writer's own. */
const OTHERS_PARENTS = new Set([
  'the',
  'all',
  'other',
  'any',
  'some',
  'team',
  'class',
  'squad',
  'troop',
  'pupils',
  'players',
]);

/**
 * Family's words for a child's sport or lessons that are the writer's own after "my" ("renew my hockey league
 * membership", "email my tutor about the essay"), as against "Liam's hockey", "the kids' swimming".
 */
const OWN_PASTIMES = new Set(
  'netball hockey futsal cricket rugby tutor tuition football swimming swim ballet judo karate gymnastics'.split(
    ' ',
  ),
);

/** Whether a token is the writer's own pastime ("my hockey"): one everyday word of Life's, none of Family's. */
function ownPastime(textTokens: readonly Token[], i: number): boolean {
  return OWN_PASTIMES.has(textTokens[i]!.word) && textTokens[i - 1]?.word === 'my';
}

/** Family's words for a child's health that a pet's care uses too. */
const CHILD_HEALTH = new Set('jab jabs booster boosters vaccination vaccinations'.split(' '));

const PET = /\b(?:vets?|dogs?|cats?|puppy|kitten|kennels?|groomer|grooming|worming|flea)\b/i;

/** A tag named for when or how urgent ("Evenings", "Someday", "Waiting") is no area: nothing falls into it unasked. */
const WHEN_NOT_WHAT =
  /^(?:mornings?|afternoons?|evenings?|nights?|weekends?|weekdays?|someday|some day|later|soon|today|tomorrow|this week|next week|urgent|asap|waiting|waiting on|blocked|quick wins?|inbox|backlog|next|now)$/i;

/**
 * A task with no evidence of its own is rarely 'Unsorted' to the person who wrote it: it belongs to what the
 * dump is about. In order: the user's custom tag the dump gives evidence of — or, when the user has made only
 * one, that one (the area the defaults do not cover; not a tag named for a time such as "Evenings") —, the tag
 * of the nearest task that has one, the dump's strongest tag, else Life (a to-do with no word of work or family
 * is a personal errand). Office work with no tag of its own (`office`, isUntaggedOfficeWork) stays Unsorted.
 */
export function fillUnsorted(
  picked: readonly string[],
  dump: readonly Scored[],
  tags: readonly string[],
  office: readonly boolean[] = [],
  layout?: Layout,
): string[] {
  const { desk, theme: dumpCustom } = dumpFacts(dump, tags);
  const fallback = strongest(dump) ?? (tags.includes('Life') ? 'Life' : undefined);
  const areas = customAreas(dump, tags);
  const several = areas.length > 1;
  // The user's only custom tag, whose name means nothing and of which the dump says nothing: a tag "Zephyr" is no
  // reason to file "sort out the spare room" there when the tasks around it are Life's — only when nothing else is.
  // One whose name means an area the defaults do not cover ("Igreja") keeps the dump's wordless tasks.
  const lone = dumpCustom !== undefined && !areas.includes(dumpCustom) && !hasMeaning(dumpCustom);
  const around = layout ? surroundings(layout, tags, dump, picked, office) : undefined;
  // The work the dump is about: a work tag it gives two words of or more, and more than of any other.
  const works = dump
    .filter((d) => d.tag.startsWith('Work-') && d.score >= 2)
    .sort((a, b) => b.score - a.score);
  const work = works[0] && works[0].score > (works[1]?.score ?? 0) ? works[0].tag : undefined;
  const filled = picked.map((tag, i) => {
    if (tag !== UNSORTED) return tag;
    const found = around?.(i);
    const local = found?.tag;
    // Office work with no tag of its own is the user's tag for office work, or the office area the dump is about
    // ("review the MSA redlines" in a dump about vendors), else the work the dump is about ("send Mark the PO
    // numbers" after a weld issue), else Unsorted.
    if (office[i])
      return (
        desk ??
        (dumpCustom && isOfficeArea(dumpCustom)
          ? dumpCustom
          : local?.startsWith('Work-')
            ? local
            : (work ?? tag))
      );
    // What its own sentence, or a sentence of its block that is no task, says ("Boiler service booked for the
    // 3rd? Check." between car jobs; "Mum's in hospital again. Visit on Saturday." in an allotment dump) outweighs
    // the tasks next to it and the custom tag the dump is about.
    if (found?.said && found.tag !== OFFICE) return found.tag;
    // Between two of the user's own areas, the one of the task just before (else just after) it.
    if (several) {
      const near = [picked[i - 1], picked[i + 1], picked[i - 2], picked[i + 2]].find(
        (t) => t !== undefined && t !== UNSORTED && isCustom(t),
      );
      if (near) return near;
    }
    if (dumpCustom && !lone) return dumpCustom;
    // So is a task the sentences around it say is office work ("ping her if the numbers are not in" among alerts).
    // A paragraph of its own that says no word of a work tag is not that work, whatever the paragraphs around it
    // are about ("Talk to Meera about the rota. Proofread Ingrid's cover letter." after one about the cluster): with
    // nothing else to go by, a personal errand.
    const apart = (near: string | undefined) =>
      near?.startsWith('Work-') && layout && tags.includes('Life') && paragraphWithout(layout, i, near)
        ? 'Life'
        : near;
    if (local === OFFICE) return apart(work) ?? dumpCustom ?? tag;
    if (local) return local;
    // The nearest task that has an area, in the other blocks too — office work with no tag of its own among them
    // ("shorten the intro" next to "send Dana the new cut" is the client's, not the errand's two lines further on).
    const area = (k: number) => (office[k] && picked[k] === UNSORTED ? OFFICE : picked[k]);
    for (let d = 1; d < picked.length; d++) {
      const near = [area(i - d), area(i + d)].find((t) => t !== undefined && t !== UNSORTED);
      if (near === OFFICE) return apart(work) ?? dumpCustom ?? tag;
      if (near) return apart(near)!;
    }
    if (dumpCustom) return dumpCustom;
    return apart(fallback) ?? UNSORTED;
  });
  // What fills a task from the work around it is the user's own tag for work in general, as in pickTag.
  return desk
    ? filled.map((tag, i) => (picked[i] === UNSORTED && tag.startsWith('Work-') ? desk : tag))
    : filled;
}

/**
 * Whether a task's own words say little of where it belongs: at most one everyday word of Life's ("call the bank",
 * "renew the licence", "pagar la luz"), none of any other tag, and — in them or in its title, which may take words
 * from the sentence ("gym membership runs out, renew it") — none of the writer's own care. Such a line is filed by
 * what it is said among.
 */
export function saysLittle(text: string, tags: string[], ...around: string[]): boolean {
  return saysAtMost(text, tags, around, ONE_WORD);
}

/**
 * No word of any tag but Life's, up to `lifeScore` of them, and nothing of the writer's own in the text or what is
 * `around` it (its title, its sentence). Each text is read for the writer's own once per extraction: the tasks of one
 * long sentence share it, so a sentence of many tasks is not read again for each.
 */
function saysAtMost(text: string, tags: string[], around: readonly string[], lifeScore: number): boolean {
  return (
    !around.some(writersOwn) &&
    !writersOwn(text) &&
    scoreTags(text, tags).every((entry) =>
      entry.tag === 'Life' ? entry.score <= lifeScore : entry.score === 0,
    )
  );
}

/**
 * Whether a task's own words say nothing of where it belongs: no word of any tag but a lone "buy", "book" or "order"
 * of Life's ("return the slip", "pay the 42 on QKR", "book vendor"), nothing of the writer's own care in them or in its
 * title, and no heading or label over it that says it is the writer's own ("Home stuff, before Friday: … pay the
 * predial").
 */
export function saysNothing(
  text: string,
  tags: string[],
  title = '',
  headings: readonly string[] = [],
): boolean {
  return (
    headings.every((heading) => headingSays(heading) !== 'home') && saysAtMost(text, tags, [title], WEAK_LIFE)
  );
}

/**
 * The user's notes about a pasted message belong where the message is from: a task whose own words say nothing
 * (`quiet`, saysNothing) that was left to Life takes the area the message's own words — its greeting, signature and
 * the thread it quotes, which cleaning blanks — give two words of or more, and more than of any other ("Dear Year 4
 * families … St Mark's Primary" over "sign & return the slip, pay the 42 on QKR"; a supplier's deviation request
 * over "confirm whether you accept it"). Life is never such an area: a mail's bills and bookings say nothing of whose.
 */
export function mailTopic(
  picked: readonly string[],
  quiet: readonly boolean[],
  message: string,
  tags: string[],
): string[] {
  const scores = scoreTags(message, tags);
  const area = leading(scores);
  const clear = area !== undefined && (scores.find((entry) => entry.tag === area)?.score ?? 0) >= CLEAR;
  // A council's letter about a pool's "inspection" and "safety" is no plant's: work known by everyday words only is none.
  if (!area || !clear || area === 'Life' || (area.startsWith('Work-') && everydayWordsOnly(message, area)))
    return [...picked];
  return picked.map((tag, i) => (tag === 'Life' && quiet[i] ? area : tag));
}

/**
 * A pasted chat about the writer's family ("Grandpa's 80th is Sat 5 Dec, who is doing what?", a family group where
 * Grandma Lou asks who brings the chairs) holds the family's errands: a task that ended Life by one everyday word of
 * its own at most (`little`, saysLittle) takes Family when the chat's messages — with the speakers called by a word for
 * the writer's kin ("Grandma Lou", "Mum") — give two words or more of Family's, and more than of any other tag. A
 * speaker's name is not read otherwise: a surname may be a word for kin in another language ("Otieno Ouma").
 */
export function chatTopic(
  picked: readonly string[],
  little: readonly boolean[],
  messages: readonly { who: string | null; text: string }[],
  tags: string[],
): string[] {
  if (messages.length < 2 || !tags.includes('Family')) return [...picked];
  const said = messages.map(({ who, text }) => {
    const first = who ? tokens(who)[0] : undefined;
    return first && isWritersKin(first.word) ? `${who}: ${text}` : text;
  });
  const scores = scoreTags(said.join('\n'), tags);
  const family = scores.find((entry) => entry.tag === 'Family')?.score ?? 0;
  if (leading(scores) !== 'Family' || family < CLEAR) return [...picked];
  return picked.map((tag, i) => (tag === 'Life' && little[i] ? 'Family' : tag));
}

/**
 * Life's words for the writer's own body and its care: one of them says clearly whose a task is ("dentist" in a list
 * of lab jobs, "renew gym membership" among trip bookings), however short.
 */
const SELF_CARE = new Set(
  `dentist dentista dentiste zahnarzt tandarts doctor gp physio optician haircut hairdresser barber gym checkup
    check-up therapist dermatologist chiropractor pilates yoga massage
    smear mammogram colonoscopy`.split(/\s+/),
);

/**
 * Life's words for what is the writer's alone, as against the errands any area has (a lease, the premises' bills, a
 * hotel for a trip, a letter from the bank), which a business or a club has too: the papers and passes a person holds
 * (an identity card, a driving licence, a residence permit, a library or transit card, a licence to fish), the
 * checks and papers of their own vehicle (MOT, rego, ITV, TÜV), and the plumber called to their own home. A permit or
 * a licence by itself is no such word: a café's health permit and a trade licence are the business's.
 */
const OWN_THINGS = vocabulary(
  `passport pasaporte passaporte passeport reisepass halbtax bahncard railcard travelcard
    id_card identity_card national_id residence_permit residency_card work_permit green_card alien_registration
    biometrics emirates_id iqama qid dni personalausweis carte_vitale cartao_de_cidadao anmeldung meldebescheinigung
    empadronamiento driving_licence driving_license driver_licence driver_license drivers_licence drivers_license
    licencia_de_conducir carta_de_conducao permis_de_conduire fuhrerschein patente_di_guida
    bus_pass transit_pass parking_pass ski_pass season_ticket oyster_card opal_card metrocard myki
    library_book library_loan library_card library_fine
    mot nct itv tuv pickerl bluebook rego licence_disc vignette car_inspection car_service
    fishing_licence fishing_license fishing_permit hunting_licence hunting_license boat_licence boat_license
    plumber plombier plomero fontanero klempner idraulico encanador canalizador loodgieter plumbers`,
  false,
);

/**
 * Life's words for papers that a business, a club or a let holds as well as a person: a permit, a licence, a contract,
 * an insurance, a subscription, a membership, the strata's fees. Alone, they say whose by what the dump is about.
 */
const PAPERS = new Set(
  `permit permits licence licences license licenses contract contracts insurance strata subscription subscriptions
    membership memberships`.split(/\s+/),
);

/** Whether a text has one of the papers any area holds (PAPERS), and nothing the writer holds alone (writersOwn). */
function areasPapers(text: string): boolean {
  return tokens(text).some((token) => PAPERS.has(token.word)) && !writersOwn(text);
}

/**
 * Family's words for a holiday that a team, a business or a congregation keeps too (its party, dinner, concert,
 * service, order), as against what the writer does for their own ("gifts", "home for Christmas").
 */
const OCCASIONS = new Set(
  `christmas xmas thanksgiving diwali eid hanukkah nativity navratri holi ramadan iftar
    passover seder`.split(/\s+/),
);
/** After a holiday, what a family gives at it: "Christmas presents", "Eid gifts". */
const GIFTS = new Set('gift gifts present presents stocking stockings'.split(' '));
/** Before a holiday, a word that makes it a time ("home for Christmas", "over Diwali"), not an event's name. */
const AT_TIME = new Set('for at over by before after until till this next'.split(' '));
/** A family's word for what a holiday names (its party), read with the holiday. */
const OCCASION_EVENTS = new Set(['party', 'parties']);

/**
 * Whether a text names a holiday as an event of its own ("the Christmas party", "Christmas Eve confession times",
 * "Christmas veg order") and has no other word of the family's.
 */
function areasOccasion(text: string, tags: string[]): boolean {
  const said = tokens(text);
  const at = said.findIndex((token) => OCCASIONS.has(token.word));
  const next = said[at + 1]?.word;
  if (at < 0 || !next || GIFTS.has(next) || AT_TIME.has(said[at - 1]?.word ?? '')) return false;
  const rest = said
    .filter((token) => !OCCASIONS.has(token.word) && !OCCASION_EVENTS.has(token.word))
    .map((token) => token.word)
    .join(' ');
  return (scoreTags(rest, tags).find((entry) => entry.tag === 'Family')?.score ?? 0) === 0;
}

/**
 * Papers a profession's body or a trade's regulator gives, and the words (a profession, its body, the trade or the
 * premises the paper is for) that say so before them.
 */
const PRO_PAPERS = new Set(
  'licence license licences licenses registration certificate commission fee fees membership dues permit permits'.split(
    ' ',
  ),
);
const PROFESSIONS = new Set(
  `nursing nurse nurses notary practising practicing bar prc nmc ahpra hcpc gmc valvira cpd dre
    liquor alcohol customs export import trade business operating sanitary hygiene premises site contractor
    contractors`.split(/\s+/),
);

/**
 * Whether a text names a professional's or a business's own paper: a paper of PRO_PAPERS with a profession, its
 * regulator or the trade it is for up to three words before it ("nursing licence", "notary commission", "PRC
 * license", "the liquor licence", "customs permit", "site access permits").
 */
function professionsPaper(text: string): boolean {
  const said = tokens(text);
  return said.some(
    (token, i) =>
      PRO_PAPERS.has(token.word) && said.slice(Math.max(0, i - 3), i).some((t) => PROFESSIONS.has(t.word)),
  );
}

/** Whether a text names the writer's own care or a thing that is theirs alone (SELF_CARE, OWN_THINGS). */
function writersOwn(text: string): boolean {
  return ownIn(text)[0]!;
}

const ownIn = rememberedPerText(
  (text: string): boolean[] => {
    const all = tokens(text);
    return [
      all.some((token) => SELF_CARE.has(token.word)) ||
        vocabularyHits(OWN_THINGS, all, all, ` ${all.map((token) => token.base).join(' ')} `) > 0,
    ];
  },
  (text) => text,
);

/**
 * A task filed under Life by one everyday word (`weak`, saysLittle) — its own, or, for a task with no word, its
 * sentence's — between two tasks of one of the user's custom tags in its block is that tag's: "Call the bank about the wire fee" between two client jobs in a freelancer's list, "book
 * the hotel in Bologna" between two jobs for the sales trip. So is one that opens its block, when the two tasks after
 * it are of one custom tag: a list opens with what it is about ("Order for the Miller kitchen" before two joinery
 * jobs). One neighbour is not enough: a personal errand at the end of a work list ("… send the invoice, dentist") is
 * the writer's own, and so is the one said before a single line of an area ("Pay my rent. Chase the tenant …").
 */
export function carryTopic(picked: readonly string[], weak: readonly boolean[], layout: Layout): string[] {
  const blockOf = (task: number) => layout.blocks[layout.segments[task]!];
  return picked.map((tag, i) => {
    if (tag !== 'Life' || !weak[i]) return tag;
    const before = picked[i - 1];
    const after = picked[i + 1];
    const inBlock = blockOf(i - 1) === blockOf(i) && blockOf(i + 1) === blockOf(i);
    if (inBlock && before && before === after && before !== UNSORTED && isCustom(before)) return before;
    const opens =
      (i === 0 || blockOf(i - 1) !== blockOf(i)) &&
      blockOf(i + 1) === blockOf(i) &&
      blockOf(i + 2) === blockOf(i) &&
      picked[i + 2] === after;
    return opens && after && after !== UNSORTED && isCustom(after) ? after : tag;
  });
}

/**
 * Where the tasks of a dump sit: the text of each of its sentences, the block (paragraph, or run of lines under
 * one heading) each sentence is in, and each task's sentence.
 */
export interface Layout {
  texts: readonly string[];
  /** The sentences whose every action the writer took back ("order flowers for mum, never mind, Dad did"). */
  takenBack?: ReadonlySet<number>;
  blocks: readonly number[];
  segments: readonly number[];
}

/** How many sentences of a block that say the writer's family make it the family's block. */
const KIN_BLOCK = 3;

/** Office work as an area of its own among the sentences around a task: the user has no tag for it. */
const OFFICE = '\u0000office';

/**
 * What the sentences around a task say it is about, within its block (paragraph, or lines under one heading),
 * never the dump's other paragraphs. In order: its own sentence ("forgot mum's birthday again, order flowers
 * today"); the nearest sentence of the block that is no task but says what the tasks after it are about
 * ("Sofia's parents evening is on Thursday. Order her new glasses."); the area the block says most of (two
 * words or more, and more than of any other); the nearest task of the block. Each other task is an item of its
 * own: "call mum" in a list of errands says nothing of the next one. Office work counts as an area of its own,
 * in a sentence ("print the handbook" after "prep the onboarding pack") and in the block's sum, where it leads as any
 * area does: a client's round of notes ("tighten the opening", "find two other tracks" under their mail about the
 * edit) is their work, while a timesheet among a week's errands leads nothing.
 */
function surroundings(
  layout: Layout,
  tags: readonly string[],
  dump: readonly Scored[],
  picked: readonly string[],
  office: readonly boolean[],
): (task: number) => { tag: string; said: boolean } | undefined {
  const { desk } = dumpFacts(dump, tags);
  // A work tag one chance word of the whole dump points to ("cover my shift") does not spread.
  const backed = tags.filter(
    (tag) => !tag.startsWith('Work-') || (dump.find((d) => d.tag === tag)?.score ?? 0) >= 2,
  );
  const scored = new Map<number, Scored[]>();
  const scoresOf = (index: number): Scored[] => {
    let found = scored.get(index);
    if (!found) {
      const text = layout.texts[index]!;
      // A tag of the user's for office work has its words already.
      found = [
        ...scoreTags(withoutOthersParents(text, tags), backed),
        { tag: OFFICE, score: desk ? 0 : officeWork(text) },
      ];
      scored.set(index, found);
    }
    return found;
  };
  const saying = (index: number, tag: string) => (scoresOf(index).find((d) => d.tag === tag)?.score ?? 0) > 0;
  const withTask = new Set(layout.segments);
  /** The tag its sentences give most evidence of, `counts` saying which sentence's evidence of which tag counts. */
  const lead = (
    indexes: number[],
    least: number,
    counts: (index: number, tag: string) => boolean = () => true,
  ): string | undefined => {
    const sum = new Map<string, number>();
    for (const index of indexes)
      for (const { tag, score } of scoresOf(index))
        if (counts(index, tag)) sum.set(tag, (sum.get(tag) ?? 0) + score);
    // Equal evidence goes to the user's own tag, as in pickTag: "Ella's school rang" is the Kids tag's, not Family's.
    const custom = (tag: string) => Number(tag !== OFFICE && isCustom(tag));
    const [best, next] = [...sum]
      .filter(([, score]) => score > 0)
      .sort((a, b) => b[1] - a[1] || custom(b[0]) - custom(a[0]));
    const ahead = best && (best[1] > (next?.[1] ?? 0) || custom(best[0]) > custom(next![0]));
    return ahead && best[1] >= least ? best[0] : undefined;
  };
  return (task) => {
    const segment = layout.segments[task]!;
    const block = layout.blocks[segment];
    const own = lead([segment], 0.5);
    if (own) return { tag: own, said: true };
    const inBlock = layout.texts.flatMap((_, index) => (layout.blocks[index] === block ? [index] : []));
    // "QA will not release anything without them" says why its request matters, not what the block is about; an
    // errand taken back ("order flowers for mum, never mind, Dad did") was a task, no scene for the tasks around it:
    // its words count only in the block's area below. A sentence speaks for the tasks after it and the one just before
    // it, not for a task further up ("Home: Dad's retirement do on Saturday" at the foot of a list of a client's
    // jobs).
    const scene = inBlock
      .filter(
        (index) =>
          index !== segment &&
          !withTask.has(index) &&
          !layout.takenBack?.has(index) &&
          index <= segment + 1 &&
          !WHY_IT_IS_NEEDED.test(layout.texts[index]!.trim()),
      )
      .sort((a, b) => Math.abs(a - segment) - Math.abs(b - segment) || a - b);
    for (const index of scene) {
      const found = lead([index], 0.5);
      // The sentence just before or after it says what it is about; one further off only leads the way.
      if (found) return { tag: found, said: Math.abs(index - segment) === 1 };
    }
    // The block's area, office work too when the block says more of it than of anything else ("update the rate
    // sheet" among a client's loan conditions). The writer's kin in another task of it does not make its other tasks
    // the family's ("birthday present for my nephew" among a week's invoices and scans, "Mum's birthday dinner is
    // Sunday" after the winery's jobs): that is the one task's, unless the block says so three times or more (a list
    // for Grandma's 80th) or in a sentence that is no task.
    const kinBlock = inBlock.filter((index) => saying(index, 'Family')).length >= KIN_BLOCK;
    const most = lead(inBlock, 2, (index, tag) => tag !== 'Family' || kinBlock || !withTask.has(index));
    if (most) return { tag: most, said: false };
    let nearest: { tag: string; distance: number } | undefined;
    layout.segments.forEach((other, k) => {
      if (k === task || layout.blocks[other] !== block) return;
      const tag = office[k] && picked[k] === UNSORTED ? OFFICE : picked[k]!;
      const distance = Math.abs(other - segment);
      if (tag !== UNSORTED && (!nearest || distance < nearest.distance)) nearest = { tag, distance };
    });
    return nearest && { tag: nearest.tag, said: false };
  };
}

/**
 * Whether a task is in a block of several sentences, in a dump of several blocks, none of whose sentences has a
 * word of `tag`.
 */
function paragraphWithout(layout: Layout, task: number, tag: string): boolean {
  const segment = layout.segments[task]!;
  const block = layout.blocks[segment];
  const inBlock = layout.texts.flatMap((_, index) => (layout.blocks[index] === block ? [index] : []));
  return (
    inBlock.length > 1 &&
    layout.blocks.some((other) => other !== block) &&
    inBlock.every((index) => scoreTags(layout.texts[index]!, [tag])[0]!.score === 0)
  );
}

function strongest(of: readonly Scored[]): string | undefined {
  return of.filter((d) => d.score > 0).sort((a, b) => b.score - a.score)[0]?.tag;
}

/**
 * The custom tag a dump is about: the one the dump gives most evidence of, or — when the user has made only
 * one — that one (the area the defaults do not cover; not a tag named for a time such as "Evenings").
 */
function dumpArea(dump: readonly Scored[], tags: readonly string[]): string | undefined {
  const custom = tags.filter((tag) => tag !== UNSORTED && isCustom(tag));
  const only = custom.length === 1 && !WHEN_NOT_WHAT.test(custom[0]!) ? custom[0] : undefined;
  return strongest(dump.filter((d) => custom.includes(d.tag))) ?? only;
}

/** The user's custom tags the dump gives evidence of. */
function customAreas(dump: readonly Scored[], tags: readonly string[]): string[] {
  return dump.filter((d) => d.score > 0 && tags.includes(d.tag) && isCustom(d.tag)).map((d) => d.tag);
}

/** Whether a text (its words) names a tag ("Noah's", "for Atlas"), by the words of the tag's name. */
function namedIn(tag: string, seen: ReadonlySet<string>): boolean {
  const names = nameWords(tag).filter((part) => part.length >= 3 && !NAME_FILLER.has(part));
  return names.length > 0 && names.every((name) => seen.has(name));
}

/**
 * The user's own tag names that name no one, lowercase: a project's code name or a place ("Falcon", "Orion", "Lake
 * house") before a colon or a dash labels what follows ("Falcon: get legal sign-off on the DPA") and is nobody to do
 * it — so does a word of a longer name ("Falcon:" for a tag "Project Falcon", "Harbour:" for "Harbour St"). A tag
 * named for someone ("Noah", "Mum") still names that person.
 */
export function tagLabels(tags: readonly string[]): Set<string> {
  return new Set(
    tags
      .filter(
        (tag) => isCustom(tag) && !nameWords(tag).some((word) => isKnownFirstName(word) || isKinWord(word)),
      )
      .flatMap((tag) => [
        tag.toLowerCase(),
        ...nameWords(tag).filter((word) => word.length >= 3 && !NAME_FILLER.has(word)),
      ]),
  );
}

export function isCustom(tag: string): boolean {
  return !DEFAULT_LEXICONS[tag.toLowerCase()];
}
