/**
 * @module ai/local/tag-areas — the areas of work and life a custom tag's name can point to, as data: each entry is
 * `names | vocabulary`. The names are words a tag name may contain ("Clinic", "Ward Admin", "Kitchen Reno"); the
 * vocabulary is the words a dump about that area uses. Written as general areas (professions, trades, hobbies,
 * household), not for particular dumps. Multi-word vocabulary is written with '_'; words match whole, so plurals
 * are listed.
 */
export const AREAS = [
  // — work: people, money, customers —
  `hiring recruiting recruitment recruit talent jobs | hire hiring hires recruit recruiting recruiter candidate
   candidates interview interviews interviewing job_description job_post job_posting offer offers headcount resume
   resumes cv cvs applicant applicants sourcing take-home new_hire onboarding references shortlist panel`,
  `hr people peopleops personnel staff team | onboarding offboarding payroll leave holiday_request appraisal
   appraisals review reviews one-on-one 1:1 1:1s performance contract contracts handbook policy policies
   benefits pension sick_leave rota grievance training headcount`,
  `sales deals pipeline accounts bizdev business | deal deals proposal proposals crm prospect prospects lead leads
   quote quotes demo demos customer customers quota pipeline client clients renewal renewals contract discount
   procurement rfp follow-up outreach cold_call salesforce hubspot territory commission upsell`,
  `clients client customers customer accounts agency consulting freelance freelancing | client clients account
   accounts customer customers invoice invoices statement_of_work sow kickoff kick-off proposal retainer
   deliverable deliverables brief briefs scope timesheet timesheets feedback revisions pitch workshop`,
  `marketing brand content social comms communications pr growth seo | campaign campaigns seo newsletter social
   post posts ads ad brand launch content blog webinar instagram linkedin tiktok twitter facebook copy press_release
   press journalist influencer email_blast mailchimp analytics landing_page banner flyer flyers poster posters`,
  `finance finances accounting accounts bookkeeping money tax taxes budget admin | budget budgets invoice invoices
   expense expenses payment payments reconcile reconciliation forecast audit tax vat accounting payroll receipts
   ledger bank statement statements accountant bookkeeper quickbooks xero bills savings invest taxes cashflow
   cash_flow p&l balance_sheet refund refunds`,
  `legal law lawyer counsel litigation compliance contracts | contract contracts nda ndas lawyer counsel compliance
   gdpr clause clauses agreement agreements litigation filing filings court motion motions discovery deposition
   depositions brief hearing judge case cases client billing billable redline redlines settlement subpoena
   affidavit trademark patent lease terms_of_service dpa`,
  `security infosec secops cyber cybersecurity | security vulnerability vulnerabilities pentest pen-test pen_test
   cve cves mfa 2fa phishing encryption breach access iam openssl bastion findings soc2 soc iso27001 audit firewall
   patch patching credentials password passwords sso okta siem edr malware incident keys rotation least_privilege`,
  `product roadmap pm ux design | roadmap feature features customer users user pricing launch spec specs
   requirements backlog prd user_research interviews wireframes mockups figma prototype prototypes usability
   onboarding analytics metrics retention churn experiment a/b release_notes`,
  `fundraising investors investor funding raise startup founders | investor investors fundraise fundraising
   round pitch deck angels angel vc vcs term_sheet cap_table data_room series seed runway valuation board_meeting
   investor_update safe due_diligence`,
  `research lab science academic phd thesis dissertation | paper papers study studies analysis experiment
   experiments dataset datasets journal lab reviewer reviewers thesis grant grants ethics irb supervisor chapter
   chapters literature_review citations regression samples sampling conference poster abstract preprint pilot
   manuscript methods viva committee`,
  `support helpdesk service customer_service success | ticket tickets zendesk escalation escalations refund
   refunds complaint complaints customer customers sla macro macros faq help_center churn csat nps`,
  `operations ops logistics shipping supply procurement | shipment shipments shipping courier freight supplier
   suppliers purchase_order po invoice stock inventory delivery deliveries customs tracking vendor vendors`,
  `warehouse distribution | pick pickers picking aisle dock pallet pallets shrink cycle_count inventory scanner
   scanners stock forklift forklifts racking loading bay shipment`,
  `events event conference conferences meetup meetups | venue speakers speaker catering badges registration
   tickets sponsor sponsors agenda schedule av booth swag attendees rsvp rsvps`,
  // — work: trades and professions —
  `site construction building builders contracting contractor | rebar concrete pour foundation
   foundations architect drawings scaffold scaffolding crane toolbox_talk formwork subcontractor subcontractors
   site_visit site_meeting snagging snag inspection inspector permit permits groundworks steel steelwork
   brickwork bricks blocks joists slab excavator digger skip hi-vis hard_hats working_at_heights method_statement
   rams variation variations quantity_surveyor qs`,
  `clinic ward hospital nursing nurse medical gp healthcare patients pharmacy | patient
   patients roster rota staffing shift shifts handover protocol protocols sepsis gloves nitrile ppe sharps
   sharps_bin cpr certification triage meds medication medications pharmacy insulin pens dressing dressings chart charting obs vitals
   consultant registrar doctor doctors dr nurses discharge admissions bed beds theatre clinic appointments
   prescriptions vaccine vaccines vaccination phlebotomy bloods infusion audit cqc`,
  `dental dentist dentistry orthodontics | patient patients hygienist crowns fillings x-rays autoclave impressions
   aligners recall chair`,
  `vet veterinary | patient patients vaccines neuter spay kennels consult consults x-ray surgery owner owners`,
  `restaurant cafe café bar pub bistro kitchen hospitality catering bakery food_truck diner | menu menus walk-in
   cooler freezer fridge refrigeration chef chefs sous line_cook line_cooks cooks server servers waiter waitress
   waitstaff bartender host pos till covers reservation reservations booking bookings to-go takeaway containers
   napkins produce supplier suppliers delivery prep mise_en_place specials allergen allergens health_inspection
   inspector dishwasher fryer grill oven hood hygiene food_safety tips brunch dinner_service opening_hours
   holiday_hours`,
  `plumbing plumber electrician electrical trades trade handyman jobs | boiler boilers radiator radiators valve
   valves pipe pipes leak leaks fitting fittings quote quotes callout call-out invoice van parts merchant
   consumer_unit rcd wiring sockets certificate certificates gas_safe customer customers job jobs`,
  `farm farming agriculture ranch livestock dairy | cattle cows calves sheep lambs lambing ewes pigs hens chickens
   eggs feed hay silage tractor fencing paddock paddocks vet tagging shearing harvest crops drilling spraying
   fertiliser fertilizer barn milking herd flock`,
  `bees bee beekeeping apiary hives hive honey | hive hives queen queens re-queen requeen brood frames super supers
   varroa mites smoker swarm swarms colony colonies nuc nucs honey extractor apiary feeding fondant`,
  `realty realestate real_estate property properties lettings letting rental rentals landlord listings | listing
   listings viewing viewings tenant tenants lease leases rent deposit inventory inspection mortgage offer offers
   completion conveyancing valuation appraisal open_house showing showings closing escrow repairs`,
  `retail shop store boutique ecommerce e-commerce shopify etsy | stock inventory till shelves display window
   orders order customers returns shopify etsy listings product_photos shipping packaging supplier suppliers
   markdowns sale footfall`,
  `design designer creative branding illustration | mockup mockups figma wireframe wireframes logo logos typeface
   fonts palette moodboard brief briefs revisions portfolio illustration illustrations layout sketches`,
  `engineering eng dev software code backend frontend platform | pr prs pull_request code_review refactor bug bugs
   tests release deploy api endpoint migration sprint standup tech_debt`,
  `nonprofit charity ngo volunteering volunteer volunteers community | volunteer volunteers charity donation
   donations donated donor donors food_bank fundraiser fundraising shelter grant grants trustees appeal gift_aid
   collection rota`,
  `teaching teacher classroom class school tutoring students lessons | grade grades grading mark marking essays
   midterm midterms worksheet worksheets lab lesson lessons students pupils field_trip rubric syllabus quiz
   quizzes homework parents parents_evening parent-teacher report_cards progress_reports seating_plan curriculum
   staff_meeting assessment assessments exam exams`,
  `study studies uni university college course courses exams revision learning | chapter exam exams textbook
   professor lecture lectures assignment assignments essay essays course revision homework seminar tutorial
   coursework deadline module modules study_group flashcards certification training learn`,
  `church faith parish ministry chapel mosque temple synagogue pastoral | service services sermon rota carol carols
   reverend vicar pastor priest choir donations prayer prayers bible sunday_school congregation hymns
   order_of_service baptism baptisms communion youth_group mass funeral wedding visitation elders deacons`,
  `vineyard vines winery wine viticulture orchard | vines vine block blocks spray spraying mildew downy_mildew
   powdery_mildew canopy trellis pruning harvest vintage grapes chenin pinot chardonnay cellar barrels barrel
   tasting bottling picking pickers`,
  `brewery brewing beer taproom distillery cidery | kegs keg casks cask fermenter fermenters brew hops malt yeast
   taproom canning cans bottling glycol chiller tap taps pint pints beer_festival`,
  `fire brigade firefighter firefighters rescue ems volunteer_fire | ba_sets tanker drill drills hose hoses pump
   appliance callout pager turnout chainsaw station crew ladder ladders ppe breathing_apparatus`,
  `sport sports kids_sports football soccer netball rugby hockey cricket basketball team coaching coach | match
   matches training practice kit fixtures fixture lift_club carpool league season tournament subs referee pitch
   netball football rugby hockey cricket boots`,
  `import export imports exports trade trading shipping freight | customs customs_broker broker container
   containers freight shipment shipments phytosanitary reefer landed_cost incoterms bill_of_lading port
   forwarder duty duties tariff tariffs warehouse lease supplier suppliers`,
  `care carer caring caregiving eldercare | carer carers care_home grab_rail rail meds medication pharmacy gp
   appointment appointments occupational_therapist ot respite home_help blister_pack walker wheelchair`,
  // — home and life —
  `allotment garden gardening plot veg vegetables greenhouse yard | sow sowing seeds seedlings beans broad compost
   dig digging plot weeds weeding mulch prune pruning harvest potatoes onions garlic tomatoes greenhouse frost beds
   raised_bed lawn hedge shrubs bulbs watering hose shed soil manure allotment polytunnel fruit_cage plant plants`,
  `renovation reno remodel refurb build extension diy kitchen bathroom loft | tiler tiles builder contractor kitchen
   bathroom electrics electrician plumbing plumber quote quotes skip paint painting flooring worktop worktops
   cabinets plaster plasterer grout sanding primer joiner carpenter permit drywall fixtures`,
  `home house household flat apartment moving chores | landlord lease rent plumber electrician boiler repairs
   furniture cleaning deposit movers keys house plumber garden repair mortgage`,
  `rental flat landlording | tenant tenants lease rent deposit letting_agent inspection repairs boiler gas_safety
   inventory`,
  `van campervan camper vanlife overland | insulation solar battery leisure_battery inverter plywood cladding bed
   frame fridge water_tank awning roof_vent`,
  `studio music band orchestra choir cello piano guitar violin lessons quartet ensemble singing | cello violin viola
   piano guitar bass drums ukulele flute clarinet sax saxophone trumpet rehearsal rehearsals concert concerts
   quartet orchestra choir practise practice suite sonata scales etude gig gigs setlist restring strings string bow
   rosin recital composer bach mozart chopin sheet_music metronome tuning tuner amp studio recording mix album
   soprano alto tenor baritone score scores harmony harmonies`,
  `podcast podcasting youtube channel stream streaming | episode episodes guest guests recording mic microphone
   audio edit editing upload spotify listeners thumbnail thumbnails subscribers video videos`,
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
  `investing investments investment portfolio savings wealth stocks | portfolio rebalance etf etfs bond bonds
   stocks shares dividend dividends broker brokerage fund funds pension isa 401k ira crypto emergency_fund
   index_fund savings interest allocation`,
  `outdoors hunting camping hiking fishing climbing scouts | rifle range elk deer hunting camp camping stove tent
   hike hiking trail fishing rod bait boots backpack scope ammo campsite sleeping_bag climbing harness rope`,
  `film movie movies cinema screening screenings | screening screenings projector film films movie movies cinema
   festival programme program director tickets popcorn documentary`,
  `club society association committee | members membership meeting agm committee newsletter venue treasurer
   secretary`,
  `ceramics pottery clay crafts craft art painting knitting sewing | glaze glazing kiln clay stoneware porcelain
   wheel throw bisque mugs bowls vase easel canvas paints acrylics watercolour yarn knitting pattern fabric
   sewing_machine`,
  `photography photo photos camera | camera lens lenses shoot photoshoot edit editing lightroom prints tripod
   portfolio client_gallery sd_card`,
  `cooking baking food recipes meal meals | recipe recipes bake baking sourdough starter oven dough meal_prep
   groceries menu dinner_party`,
  `pets pet dog dogs cat cats puppy foster fostering rescue adoption | vet vaccines vaccination kennel walk walks
   grooming flea worming food litter leash lead puppy training microchip bedding crate adopter adopters adoption
   home_check foster kibble harness`,
  `car cars vehicle motorbike motorcycle garage | mot service tyres tires oil_change registration rego insurance
   brakes mechanic car_wash dashcam nct`,
  `travel trip trips holiday holidays vacation | flight flights hotel hotels visa passport booking airport train
   itinerary luggage packing check-in boarding_pass`,
  `side project startup app indie saas | landing_page stripe launch beta users signup domain mvp waitlist`,
  `language languages spanish french german italian japanese | vocabulary vocab duolingo grammar tutor
   conversation flashcards lesson`,
  `reading books book_club library | book books chapter chapters novel library reading_list kindle read pages
   author discussion`,
  `gaming games game | game games steam console server campaign dnd d&d session dungeon`,
  `wedding | caterer venue guests save-the-dates dress suit hair florist speech rsvp bridesmaid bridesmaids
   photographer`,
  `baby pregnancy nursery | nursery pram cot midwife scan antenatal nappies diapers`,
  `health medical doctor wellbeing | doctor dentist gp appointment prescription blood_test physio therapist
   checkup scan vaccine gym workout physical therapy sleep diet medication`,
];
