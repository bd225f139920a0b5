/**
 * @module ai/local/tag-meanings — what a custom tag's name means, as the words a dump about it uses. A tag
 * called "Allotment" or "Garden" gets gardening words ("sow", "compost", "beans"), "Studio" or "Music" gets
 * instruments and rehearsals. Each area lists the tag-name words that point to it, then its vocabulary;
 * a tag name may point to several areas ("Film Club" → film). Written as general areas of life and hobbies,
 * not for particular dumps.
 */

/** `names | words`, both space-separated; multi-word vocabulary is written with '_'. */
const AREAS = [
  `allotment garden gardening plot veg vegetables greenhouse yard | sow sowing seeds seedlings beans broad compost
   dig digging plot weeds weeding mulch prune pruning harvest potatoes onions garlic tomatoes greenhouse frost beds
   raised_bed lawn hedge shrubs bulbs watering hose shed soil manure allotment polytunnel fruit_cage`,
  `studio music band orchestra choir cello piano guitar violin lessons quartet ensemble singing | cello violin viola
   piano guitar bass drums ukulele flute clarinet sax saxophone trumpet rehearsal rehearsals concert concerts
   quartet orchestra choir practise practice suite sonata scales etude gig gigs setlist restring strings string bow
   rosin recital composer bach mozart chopin sheet_music metronome tuning tuner amp studio recording mix album`,
  `sailing boat boating yacht marina sea kayak kayaking rowing | antifouling bilge mooring hull sail sails marina
   anchor rigging winch dinghy outboard harbour harbor berth regatta jib mainsail lifejacket lifejackets keel tiller`,
  `horses horse riding equestrian stable stables pony ponies | hay farrier tack saddle bridle stable paddock hooves
   livery grooming horsebox lunge dressage showjumping rug rugs mucking haynet`,
  `writing novel book author blog poetry manuscript | chapter chapters agent manuscript draft drafts timeline editor
   publisher query word_count outline character characters scene scenes proofs pitch_letter synopsis blog_post
   poem poems submission submissions`,
  `fitness running training gym health marathon sport sports workout cycling triathlon swimming | run runs running
   trail miles km marathon half_marathon race races gels workout workouts gym tempo intervals strava swim bike
   triathlon training_plan shoes stretching physio personal_trainer squat squats deadlift 10k 5k parkrun`,
  `church faith parish ministry chapel mosque temple synagogue | service sermon rota carol carols reverend vicar
   pastor priest choir donations prayer prayers bible sunday_school congregation hymns order_of_service
   baptism communion youth_group mass`,
  `investing investments investment money finance finances portfolio savings wealth stocks | portfolio rebalance
   etf etfs bond bonds stocks shares dividend dividends broker brokerage fund funds pension isa 401k ira crypto
   emergency_fund index_fund savings interest allocation`,
  `outdoors hunting camping hiking fishing climbing scouts | rifle range elk deer hunting camp camping stove tent
   hike hiking trail fishing rod bait boots backpack scope ammo campsite sleeping_bag climbing harness rope`,
  `film movie movies cinema screening screenings | screening screenings projector film films movie movies cinema
   festival programme program director tickets popcorn documentary`,
  `club society association | members membership meeting agm committee newsletter venue treasurer secretary`,
  `classroom teaching teacher school class students tutoring | grade grading marking essays midterm midterms
   worksheet worksheets lab lesson lessons students pupils field_trip rubric syllabus quiz quizzes homework
   parents_evening report_cards seating_plan curriculum`,
  `ceramics pottery clay crafts craft art studio painting knitting sewing | glaze glazing kiln clay stoneware
   porcelain wheel throw bisque mugs bowls vase easel canvas paints acrylics watercolour yarn knitting pattern
   fabric sewing_machine`,
  `photography photo photos camera | camera lens lenses shoot photoshoot edit editing lightroom prints tripod
   portfolio client_gallery sd_card`,
  `cooking baking kitchen food recipes meal | recipe recipes bake baking sourdough starter oven dough meal_prep
   groceries menu dinner_party`,
  `pets pet dog dogs cat cats puppy vet | vet vaccines vaccination kennel walk walks grooming flea worming food
   litter leash lead puppy training microchip`,
  `car cars vehicle motorbike motorcycle garage | mot service tyres tires oil_change registration rego insurance
   brakes mechanic car_wash dashcam nct`,
  `travel trip trips holiday holidays vacation | flight flights hotel hotels visa passport booking airport train
   itinerary luggage packing check-in boarding_pass`,
  `home house household flat apartment moving | landlord lease rent plumber electrician boiler repairs furniture
   cleaning deposit movers keys`,
  `side project startup app indie saas | landing_page stripe launch beta users signup domain mvp waitlist`,
  `volunteering charity volunteer community nonprofit | volunteer volunteers charity donation donations food_bank
   fundraiser shelter collection rota`,
  `language languages spanish french german italian japanese | vocabulary vocab duolingo grammar tutor
   conversation flashcards lesson`,
  `reading books book_club library | book books chapter novel library reading_list kindle`,
  `gaming games game | game games steam console server campaign dnd d&d session dungeon`,
  `wedding | caterer venue guests save-the-dates dress suit florist speech rsvp bridesmaid bridesmaids photographer`,
  `baby pregnancy nursery | nursery pram cot midwife scan antenatal nappies diapers`,
  `health medical doctor wellbeing | doctor dentist gp appointment prescription blood_test physio therapist
   checkup scan vaccine`,
];

interface Area {
  names: Set<string>;
  words: string;
}

const PARSED: Area[] = AREAS.map((area) => {
  const [names, words] = area.split('|') as [string, string];
  return { names: new Set(names.trim().split(/\s+/)), words: words.trim().replace(/\s+/g, ' ') };
});

/** The vocabulary a custom tag name means ('' when its name points to no known area). */
export function meaningOf(tag: string): string {
  const parts = tag
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const joined = parts.join('_');
  return PARSED.filter((area) =>
    parts.some(
      (part) => area.names.has(part) || area.names.has(part.replace(/s$/, '')) || area.names.has(joined),
    ),
  )
    .map((area) => area.words)
    .join(' ');
}
