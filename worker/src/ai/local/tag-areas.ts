/**
 * @module ai/local/tag-areas — the areas of work and life a custom tag's name can point to, as data: each entry is
 * `names | vocabulary`, or `names | vocabulary | words that count half`. The names are words a tag name may contain
 * ("Clinic", "Ward Admin", "Kitchen Reno"); the vocabulary is the words a dump about that area uses. Written as
 * general areas (professions, trades, hobbies, household, causes, the work functions of an organisation), not for
 * particular dumps. Multi-word names and vocabulary are written with '_'; words of four letters or more match in any
 * inflection (word-forms), so one form is enough. A name that points to several areas gets all their words.
 */

/**
 * Office work: the one list of its words, read twice. It is what a tag named for work means ("Work", "Arbeit",
 * "Office", "Day Job": the area below), and, when the user has no such tag, the evidence tags.ts counts as office
 * work, which does not take the family errands around it. `only` words have no home sense and count 1; `alsoHome`
 * words have one too ("the wedding budget", "the school report", "the plumber's invoice", "the parents' meeting",
 * "the kids' slides") and count half, so one of them does not outweigh a word of another area. `people` are the
 * people of a workplace by their place in it (its team, an intake, a caseload, a supervisor): in a task's own words
 * they count 1 as a colleague does ("cover the new family's intake on Friday", "ask my supervisor about the holiday
 * rota"), not in the sentences around other tasks; and a custom tag whose area has them (a sports team, a lab's
 * supervisor) is no office area for that (isOfficeArea reads `only`).
 * A deck is office work only when it is sent or presented, not stained (tags.ts): it is in neither list, and counts
 * half for a tag named for work.
 */
export const OFFICE = {
  only: `client clients cliente clientes clienti klant klanten kunde kunden proposal proposals propuesta proposta
   marketing branding stakeholder stakeholders payroll recruiter recruiters recruiting hiring
   headcount quarterly q1 q2 q3 q4 kpi kpis okr okrs roadmap vendor vendors procurement rfp compliance donor
   donors copywriting webinar timesheet timesheets appraisal appraisals revenue crm salesforce hubspot offsite
   colleague colleagues coworker coworkers co-worker co-workers teammate teammates kollege kollegen kollegin
   collegue collegues collega colleghi boss jefe jefa chefe tender invoicing bookkeeping auditors consultancy nda
   ndas msa redline redlines spreadsheet spreadsheets powerpoint excel onboarding offboarding deliverable
   deliverables one-on-one all-hands informe rapport bericht rapporto relatorio besprechung proyecto projekt
   progetto projeto performance_review board_pack board_meeting board_deck board_paper board_report expense_report
   site_visit case_study press_release annual_report business_plan team_meeting sales_call sales_deck sales_report
   sales_pipeline sales_team sales_meeting client_deck client_slide client_presentation marketing_brief
   marketing_deck marketing_plan offer_letter job_description statement_of_work at_work feedback criteria churn cohort
   editor prd payout workshop template scope enterprise patients lender insured locum rubric cpd cme induction
   producer call_sheet load-in escrow charge_nurse vaccine_fridge`,
  alsoHome: `budget budgets report reports contract contracts invoice invoices quote quotes draft drafts numbers
   emails inbox legal finance agenda write-up writeup rota presentation presentations presentacion
   prasentation presentazione apresentacao interview interviews candidate candidates grant approval sign-off
   signoff deadline deadlines manager campaign campaigns meeting meetings slides audit expenses presupuesto devis angebot preventivo
   orcamento reuniao riunione`,
  people: `team teams intake intakes caseload supervisor supervisors supervisee supervisees`,
};

export const AREAS = [
  // — work: people, money, customers —
  `hiring recruiting recruitment recruit talent jobs hire staffing | hire hiring hires recruit recruiting recruiter candidate
   candidates interview interviews interviewing job_description job_post job_posting offer offers headcount resume
   resumes cv cvs applicant applicants sourcing take-home new_hire onboarding references shortlist panel
   hiring_manager job_ad job_advert linkedin recruiters agency interviewer scorecard reference_check start_date offer_letter`,
  `hr people peopleops personnel staff team human_resources people_ops | onboarding offboarding payroll leave holiday_request appraisal
   appraisals review reviews one-on-one 1:1 1:1s performance contract contracts handbook policy policies
   benefits pension sick_leave rota grievance training headcount
   employee employees staff absence absences disciplinary investigation exit_interview engagement_survey wellbeing hris workday bamboohr visa right_to_work probation`,
  `sales deals pipeline accounts bizdev business selling revenue ventas ventes vertrieb vendite vendas key_accounts | deal deals proposal proposals crm prospect prospects lead leads
   quote quotes demo demos customer customers quota pipeline client clients renewal renewals contract discount
   procurement rfp follow-up outreach cold_call salesforce hubspot territory commission upsell
   pitch opportunity opportunities forecast signature account_manager sdr bdr discovery_call trial pricing pilot
   cliente clientes presupuesto oferta devis angebot kunde kunden preventivo orcamento`,
  `clients client customers customer accounts agency consulting freelance freelancing freelancer contractor contracting projects cliente clientes kunden kunde clienti clientele | client clients account
   accounts customer customers invoice invoices statement_of_work sow kickoff kick-off proposal retainer
   deliverable deliverables brief briefs scope timesheet timesheets feedback revisions pitch workshop
   milestone milestones estimate estimates translation website logo copywriting invoice_reminder overdue
   engagement_letter bank_statements year_end vat_return management_accounts
   propuesta presupuesto entrega devis livrable angebot preventivo consegna orcamento entrega | quote quotes`,
  `marketing brand content social_media comms communications pr growth seo advertising | campaign campaigns seo newsletter social
   post posts ads ad brand launch content blog webinar instagram linkedin tiktok twitter facebook copy press_release
   press journalist influencer email_blast mailchimp analytics landing_page banner flyer flyers poster posters
   newsletter giveaway ugc creator creators paid_social ppc google_ads meta_ads engagement followers reel reels story stories campaign_brief assets copywriter agency brand_guidelines webinar case_study
   tripadvisor trustpilot yelp google_reviews online_reviews`,
  `finance finances accounting accounts bookkeeping money tax taxes budget admin expenses receivables payables payroll bas vat gst bills dinero finanzas finanzen finanze financas impuestos impots steuern tasse impostos debt loans geld argent soldi dinheiro | budget budgets invoice invoices
   expense expenses payment payments reconcile reconciliation forecast audit tax vat accounting payroll receipts
   ledger bank statement statements accountant bookkeeper quickbooks xero bills savings invest taxes cashflow
   cash_flow p&l balance_sheet refund refunds
   overdue payment remittance direct_debit standing_order payment_terms credit_note purchase_ledger sales_ledger year_end accounts tax_return self_assessment hmrc irs ato bas gst lodge lodgement superannuation super 1099 w-2 w2 quarterly_estimate
   factura facturas facture factures rechnung rechnungen fattura fatture fatura faturas impuestos impots steuer steuern tasse impostos banco banque bank banca loan loans repayment credit_card mortgage
   hacienda finanzamt steuerberater steuererklarung agenzia_delle_entrate commercialista receita_federal gestor asesor_fiscal
   declaracion_de_la_renta declaration_d'impots isa savings_account pension 401k roth ira roth_ira
   ahorro ahorros ahorrar transferencia cuenta recibo hipoteca prestamo epargne virement compte pret
   sparen sparplan uberweisung konto kredit dauerauftrag risparmi bonifico conto mutuo poupanca transferencia conta
   emprestimo`,
  `legal law lawyer bar_exam counsel litigation compliance contracts matters matter cases paralegal attorney solicitor barrister abogado avocat anwalt avvocato advogado juridico firm law_firm kanzlei | contract contracts nda ndas lawyer counsel compliance
   gdpr clause clauses agreement agreements litigation filing filings court motion motions discovery deposition
   depositions brief hearing judge case cases client billing billable redline redlines settlement subpoena
   affidavit trademark patent lease terms_of_service dpa
   client_matter engagement_letter conflict_check retainer instructions counsel_opinion bundle exhibit exhibits witness statement pleadings claim claims defence defense appeal tribunal mediation arbitration companies_house incorporation articles minutes resolution board_resolution filing_deadline statute limitation
   contrato contrat vertrag contratto`,
  `security infosec secops cyber cybersecurity appsec | security vulnerability vulnerabilities pentest pen-test pen_test
   cve cves mfa 2fa phishing encryption breach access iam openssl bastion findings soc2 soc iso27001 audit firewall
   patch patching credentials password passwords sso okta siem edr malware incident keys rotation least_privilege
   pen_test threat threats risk_register asset_inventory soc_2 iso_27001 access_review permissions tabletop bug_bounty`,
  `product roadmap pm ux design product_management | roadmap feature features customer users user pricing launch spec specs
   requirements backlog prd user_research interviews wireframes mockups figma prototype prototypes usability
   onboarding analytics metrics retention churn experiment a/b release_notes
   stakeholders discovery customer_interviews jobs_to_be_done okrs okr sprint_review beta feedback feature_flag launch_plan
   release releases app_store play_store testflight crash crashes crash_rate smoke_test bug bugs triage`,
  `fundraising investors investor funding raise startup founders fundraise fundraiser donors donations philanthropy development | investor investors fundraise fundraising
   round pitch deck angels angel vc vcs term_sheet cap_table data_room series seed runway valuation board_meeting
   investor_update safe due_diligence
   donor donors donation donations grant grants grant_report trust trusts foundation foundations gala appeal campaign major_gifts gift_aid pledge pledges sponsorship sponsor receipts thank-you legacy`,
  `research science academic phd thesis dissertation researcher postdoc msc masters investigacion recherche forschung ricerca pesquisa | paper papers study studies analysis experiment
   experiments dataset datasets journal reviewer reviewers thesis grant grants ethics irb supervisor chapter
   chapters literature_review citations regression conference poster abstract preprint pilot
   manuscript methods viva committee
   ablation baseline benchmark benchmarks gpu gpus cluster model models training learning_rate hyperparameters co-authors coauthors authorship related_work rebuttal camera-ready arxiv preprint icml neurips acl cvpr submission reviewer_comments figures plots ethics_approval fieldwork interviews transcripts coding survey supervisor
   articulo article artikel articolo artigo
   examiner examiners transcripts transcript fieldwork lit_review upgrade_panel bibliography zotero mendeley endnote
   observatory telescope telescopes observing observing_run instrument instruments data_reduction simulation
   simulations lab_meeting collaborator collaborators scripts
   referencing footnotes appendix appendices`,
  // The bench, apart from the writing: a student's "Lab" and "Thesis" tags are two areas; "Research", "PhD",
  // "Science" or "Postdoc" are both.
  `lab labs wet_lab lab_work research science phd postdoc researcher biology biochemistry chemistry microbiology | pipette
   pipettes pipette_tips reagent reagents assay assays cells cell_line cell_lines cell_culture pcr qpcr rt-pcr primer
   primers western_blot gel gels electrophoresis protocol protocols animal_licence mice mouse autoclave glassware
   centrifuge confocal microscope microscopy freezer incubator fume_hood bench buffer buffers antibody antibodies
   samples sample sampling sequencing plasmid plasmids elisa flow_cytometry hplc lab_meeting lab_notebook lab_book
   flasks nitrile_gloves`,
  `support helpdesk service customer_service success customer_support cx escalations escalation complaints | ticket tickets zendesk escalation escalations refund
   refunds complaint complaints customer customers sla macro macros faq help_center churn csat nps
   customer_call bug_report knowledge_base onboarding_call renewal account_health root_cause rca post-incident
   apology goodwill_credit service_credit`,
  `operations ops logistics shipping supply procurement fleet transport dispatch distribution supply_chain trucking haulage | shipment shipments shipping courier freight supplier
   suppliers purchase_order po invoice stock inventory delivery deliveries customs tracking vendor vendors
   warehouse warehouses depot lease route routes dispatch driver drivers haulier haulage pallets carrier carriers pod proof_of_delivery shipping_lines container containers trucks lorry lorries van vans load loads`,
  `warehouse distribution fulfilment fulfillment depot | pick pickers picking aisle dock pallet pallets shrink cycle_count inventory scanner
   scanners stock forklift forklifts racking loading bay shipment
   picking_list replenishment putaway wms goods_in goods_out lease`,
  `events event conference conferences meetup meetups event_planning summit gala festival festivals eventos evenements veranstaltungen eventi | venue speakers speaker catering badges registration
   tickets sponsor sponsors agenda schedule av booth swag attendees rsvp rsvps
   headcount hotel room_block delegates run_of_show runsheet stage av_team signage lanyards badge photographer caterer menu seating_plan invitations invites save_the_date
   lieu salle sala catering traiteur`,
  // — work: trades and professions —
  `site construction building builders contracting contractor project_site builds property_project development | rebar concrete pour foundation
   foundations architect drawings scaffold scaffolding crane toolbox_talk formwork subcontractor subcontractors
   site_visit site_meeting snagging snag inspection inspector permit permits groundworks steel steelwork
   brickwork bricks blocks joists slab excavator digger skip hi-vis hard_hats working_at_heights method_statement
   rams variation variations quantity_surveyor qs
   pour pour_date programme grid rebar_spacing formwork facade cladding bronze curtain_wall client_meeting rfi rfis submittal submittals site_diary handover defects punch_list
   floor_plan floor_plans plans window_supplier frames glazing fire_inspection level slab drawings sign-off`,
  `clinic ward hospital nursing nurse medical gp healthcare patients pharmacy icu ed a&e surgery practice theatre wards nhs er praktijk praxis | patient
   patients roster rota staffing shift shifts handover protocol protocols sepsis gloves nitrile ppe sharps
   sharps_bin cpr certification triage meds medication medications pharmacy insulin pens dressing dressings chart charting obs vitals
   consultant registrar doctor doctors dr nurses discharge admissions bed beds theatre clinic appointments
   prescriptions vaccine vaccines vaccination phlebotomy bloods infusion audit cqc
   bay bays obs handover ward_round discharge_summary drug_round falls_assessment pressure_area mandatory_training bank_shift nurse_in_charge matron
   biomedical_waste clinical_waste opd
   anaesthetic anaesthesia anesthetic anesthesia anaesthetist pre-op post-op surgical sterilise sterilize
   instruments sutures isoflurane sevoflurane ventilator crash_cart`,
  `dental dentist dentistry orthodontics | patient patients hygienist crowns fillings x-rays autoclave impressions
   aligners recall chair`,
  `vet veterinary | patient patients vaccines neuter spay kennels consult consults x-ray surgery owner owners
   bloods pre-op anaesthetic anesthetic dental spay neuter microchip`,
  `restaurant cafe café bar pub bistro kitchen hospitality catering bakery food_truck diner coffee_shop coffee cafeteria canteen restaurante restaurante ristorante taqueria banquet banquets warung | menu menus walk-in
   cooler freezer fridge refrigeration chef chefs sous line_cook line_cooks cooks server servers waiter waitress
   waitstaff bartender host pos till covers reservation reservations booking bookings to-go takeaway containers
   napkins produce supplier suppliers delivery prep mise_en_place specials allergen allergens health_inspection
   inspector dishwasher fryer grill oven hood hygiene food_safety tips brunch dinner_service opening_hours
   holiday_hours
   cool_room coolroom cold_room dish_pit dishwasher espresso barista baristas coffee_machine grinder milk_order milk oat_milk
   syrups cups lids takeaway_cups beans roaster pastries cakes sandwiches staff rota roster super wages payslips float till_float christmas_menu set_menu hams turkeys stocktake order_sheet
   menu carta cocina cuisine kuche cucina cozinha proveedor fournisseur lieferant fornitore fornecedor pedido commande bestellung ordine encomenda camarero serveur kellner cameriere garcom
   shift shifts turno turnos cafe_en_grano grano`,
  `plumbing plumber electrician electrical trades trade handyman jobs electric sparky jobs contracting tradie builder roofing hvac | boiler boilers radiator radiators valve
   valves pipe pipes leak leaks fitting fittings quote quotes callout call-out invoice van parts merchant
   consumer_unit rcd wiring sockets certificate certificates gas_safe customer customers job jobs
   romex conduit breaker breakers panel panels supply_house wholesaler cable cables cert certification licence license cpd csa niceic part_p ticket job_sheet
   rough_in rough-in first_fix second_fix`,
  `farm farming agriculture ranch livestock dairy cattle beef dairy sheep silage crops arable smallholding homestead homesteading goats goat pigs pig alpacas alpaca ducks llamas finca fincas granja plantation coffee_farm fazenda | cattle cows calves sheep lambs lambing ewes pigs hens chickens
   eggs feed hay silage tractor fencing paddock paddocks vet tagging shearing harvest crops drilling spraying
   fertiliser fertilizer barn milking_time milking_machine milking_shed milk_cooler milk_tank bulk_tank milk_collection milk_recording herd flock field fields gate gates hedge hedges hedging ditch ditches water_trough
   silage_pit clamp bales baling wrap slurry grazing dosing tb_test bvd calving heifers bullocks mart marts factory weighing parlour biss subsidy
   goat goats kidding_season kidding_pen pigs piglets ducks alpacas electric_fence trough feed_store baler pasture pastures round_bales
   pickers farmhands farm_workers cherries cherry coffee_cherries beneficio wet_mill dry_mill drying_patio parchment
   cupping green_coffee shade_trees seedlings irrigation`,
  `bees bee beekeeping apiary hives hive honey imkerei imker apicultura apiculture apicoltura | hive hives queen queens re-queen requeen brood frames super supers
   varroa mites smoker swarm swarms colony colonies nuc nucs honey extractor apiary feeding fondant mouse_guard
   mouse_guards entrance_reducer
   honig volker bienen miel mel miele colmena colmenas ruche ruches abfullen`,
  `realty realestate real_estate property_project property properties lettings letting rental rentals landlord listings airbnb short_let holiday_let str duplex triplex listing listings house_hunting home_buying house_purchase buying_a_house | listing
   listings viewing viewings tenant tenants lease leases rent deposit inventory inspection mortgage offer offers
   completion conveyancing valuation appraisal open_house showing showings closing escrow repairs
   guests guest check-in checkout turnover cleaner cleaners linen linens review reviews host hosting keys lockbox occupancy nightly_rate booking_calendar
   survey surveyor solicitor offer conveyancing
   plumber plumbers electrician handyman boiler hot_water hws smoke_alarm smoke_alarms gas_safety
   carbon_monoxide wifi door_code key_safe mattress mattresses maintenance_request`,
  `retail shop store boutique online_selling ecommerce e-commerce shopify etsy ebay vinted depop poshmark reselling resale amazon_fba etsy_shop online_shop webshop shopify_store market_stall stall market market_stall craft_fair craft_fairs | stock inventory till shelves display window
   orders order customers returns shopify etsy listings product_photos shipping packaging supplier suppliers parcels
   postage buyer buyers
   markdowns sale footfall
   order listings listing shipping_labels labels postage bubble_wrap packaging custom_order custom_orders reviews etsy buyer buyers photograph product_photos restock`,
  `design designer creative branding illustration ux ui graphic | mockup mockups figma wireframe wireframes logo logos typeface
   fonts palette moodboard brief briefs revisions portfolio illustration illustrations layout sketches
   client_feedback proof proofs artboard components design_system prototype mockups`,
  `engineering eng dev software code backend frontend platform developer devs coding tech | pr prs pull_request code_review refactor bug bugs
   tests release deploy api endpoint migration sprint standup tech_debt
   pull_request merge unit_tests ci staging feature bugfix code_freeze`,
  `nonprofit charity ngo volunteering volunteer volunteers ehrenamt voluntariado benevolat volontariato vrijwilligerswerk community food_bank foodbank charity_shop soup_kitchen shelter outreach mutual_aid wash development international_development | volunteer volunteers charity donation
   donations donated donor donors food_bank fundraiser fundraising shelter grant grants trustees appeal gift_aid
   collection rota
   food_parcels parcels pantry donated_food tins collection_point volunteers_rota referrals referral appeal appeal_letter christmas_appeal trustees beneficiaries donor_report programme boreholes borehole latrines sanitation hygiene water_points field_visit field_team logframe m&e monitoring evaluation proposal partners community_members chlorination handwashing
   hamper hampers christmas_hamper toy_drive coat_drive food_drive cleanup clean-up litter_pick beach_clean bake_sale
   marshal marshals marshalling steward stewards sign-up_sheet signup_sheet volunteer_shift volunteer_shifts
   food_distribution
   tafel spende spenden spendenquittung spendenquittungen`,
  `teaching teacher ta tas teaching_assistant gta classroom class school tutoring students lessons dept department maths math english science history geography pta escuela ecole schule scuola escola colegio profesor professeur lehrer insegnante professor clases | grade grades grading mark marking essays
   midterm midterms worksheet worksheets lab lesson lessons students pupils field_trip rubric syllabus quiz
   quizzes homework parents parents_evening parent-teacher report_cards progress_reports seating_plan curriculum
   staff_meeting assessment assessments exam exams
   conferences parent_conferences lesson_plan lesson_plans seating_plan detention detentions observations inset moderation gcse gcses a-level sats mock mocks department_meeting head_of_department year_group form_tutor marking cover_lesson tutor_group
   alumnos eleves schuler studenti alunos examen examens notas noten voti corregir correction
   permission_slip consent_form pe_kit lunch_money packed_lunch school_trip trip_form reading_log school_run
   school_uniform uniform school_shoes book_bag spellings nativity school_play bake_sale non-uniform world_book_day
   school_fees school_photos`,
  `study studies uni university college course courses bar_exam faculdade facultad faculte universidade exams revision learning msn bsn mba msc ma ba degree jlpt ielts toefl gre gmat cpa acca cfa exam revision learning estudios etudes studium estudos universidad universite universitat universita universidade ucas open_days uni_applications college_applications | chapter exam exams textbook
   professor lecture lectures assignment assignments essay essays course revision homework seminar tutorial
   coursework deadline module modules study_group flashcards certification training learn
   revise revising cram quiz quizzes case_study pharmacology anatomy practice_test past_papers mock_exam kanji grammar vocab vocabulary listening flashcard anki online_course lectures notes dissertation placement clinical_hours
   examen examen prufung esame exame estatistica apuntes tarea devoirs hausaufgaben compiti tesis these tesi tese
   personal_statement ucas open_day predicted_grades
   capitulo bibliografia directora director_de_tesis bibliographie directeur_de_these kapitel literaturverzeichnis betreuer betreuerin bibliografia relatore`,
  `church faith parish ministry chapel mosque masjid musalla temple synagogue pastoral shul synagogue temple gurdwara iglesia eglise kirche chiesa igreja parroquia paroisse gemeinde parrocchia paroquia bellringing bell_ringing bellringers | service services sermon rota carol carols
   reverend vicar pastor priest choir donations prayer prayers bible sunday_school congregation hymns
   order_of_service baptism baptisms communion youth_group mass funeral wedding visitation elders deacons
   shabbat kiddush oneg gabbai minyan rabbi torah yahrzeit kosher challah bar_mitzvah bat_mitzvah sponsorship high_holidays sukkah hebrew_school imam jummah iftar ramadan eid gurdwara langar puja
   misa messe gottesdienst messa missa coro chorale chor culto cultos louvor louvores altar hinos hino himnos hymnes
   nativity advent advent_wreath wreath christingle harvest_festival harvest_thanksgiving candles vestry verger churchwarden pews
   collection potluck fellowship harvest_supper harvest_festival parish_hall church_hall
   offering offerings incense monk monks nun nuns monastery meditation dharma chanting sangha vihara wat pagoda shrine
   dana alms almsgiving aarti prasad mandir kirtan bhajan seva`,
  `vineyard vines winery wine viticulture orchard | vines vine block blocks spray spraying mildew downy_mildew
   powdery_mildew canopy trellis pruning harvest vintage grapes chenin pinot chardonnay cellar barrels barrel
   tasting bottling picking pickers`,
  `olive olives olive_grove olive_groves grove groves olivar olivos uliveto oliveto elaiones oliviers | olives
   olive_oil oil pickers picking harvest harvesting pruning prune tractor mill olive_mill press pressing crates
   nets trees irrigation spraying olive_fly almazara frantoio`,
  `brewery brewing beer taproom distillery cidery homebrew homebrewing | kegs keg casks cask fermenter fermenters brew hops malt yeast
   taproom canning cans bottling glycol chiller tap taps pint pints beer_festival
   wort mash sparge airlock hydrometer gravity carboy
   hop dry_hop dry-hop ipa stout lager ale porter pale_ale saison brite_tank conditioning carbonation fermentation
   grain_bill recipe brew_day keg_caps priming_sugar bottle_caps crown_caps capper star_san sanitiser`,
  `fire brigade firefighter firefighters rescue ems volunteer_fire feuerwehr bomberos pompiers brandweer bombeiros vigili_del_fuoco | ba_sets tanker drill drills hose hoses pump
   appliance callout pager turnout chainsaw station crew ladder ladders ppe breathing_apparatus
   atemschutz ubung einsatz loschzug tanklöschfahrzeug`,
  `sport sports kids_sports football soccer netball rugby hockey cricket basketball team coaching coach youth_football youth_soccer kids_football under-9s under-10s under-11s skating deporte deportes esporte futbol futebol calcio calcetto futsal fussball voetbal softball baseball volleyball lacrosse swim_team swim_club swimming_club darts pool_league snooker camogie hurling gaa gaelic_football | match
   matches training practice kit fixtures fixture lift_club carpool league season tournament subs referee pitch
   netball football rugby hockey cricket boots
   cones bibs drills goals goalie goalkeeper skates skate_sharpening rink arena ice_time stick sticks tape helmet pads jersey jerseys tryouts skills_camp camp game games away_game home_game team_sheet
   shin_guards shin_pads lineup subs_fees registration coach coaches sign-up sign_up
   partido match spiel partita jogo entrenamiento entrainement training allenamento treino
   trikot trikots mannschaft mannschaftsaufstellung aufstellung schienbeinschoner campo parastinchi camisetas
   chuteira chuteiras mensalidade
   equipacion maillots
   hurl hurls sliotar helmets fixture fixtures county_board umpire umpiring referee u8s u9s u10s u11s u12s u13s u14s u15s u16s u18s`,
  `import export imports exports trade trading shipping freight | customs customs_broker broker container
   containers freight shipment shipments phytosanitary reefer landed_cost incoterms bill_of_lading port
   forwarder duty duties tariff tariffs warehouse lease supplier suppliers`,
  `care carer caring caregiving eldercare mum_care mums_care dads_care parents_care dementia alzheimers hospice | carer carers care_home grab_rail rail meds medication pharmacy gp
   appointment appointments occupational_therapist ot respite home_help blister_pack walker wheelchair
   carer_visits care_plan pill_box blister_packs district_nurse falls_alarm pendant commode hospital_appointment
   refill refills home_health home_care aide aides visiting_nurse care_agency respite_care adult_day_care
   pill_organiser pill_organizer dosette dosette_box mobility_aid hearing_aid hearing_aids incontinence_pads
   power_of_attorney attendance_allowance meals_on_wheels day_centre memory_clinic geriatrician stairlift stair_lift
   grab_bars bath_seat caregiver caregivers`,
  // — home and life —
  `allotment garden gardening plot veg vegetables greenhouse yard allotments gardens vegetable_garden jardin huerto potager garten schrebergarten giardino orto jardim horta volkstuin moestuin houseplants plants plant_care bonsai orchids houseplants house_plants pond koi | sow sowing seeds seedlings beans broad compost
   dig digging plot weeds weeding mulch prune pruning harvest potatoes onions garlic tomatoes greenhouse frost beds
   raised_bed lawn hedge shrubs bulbs watering hose shed soil manure allotment polytunnel fruit_cage plant plants
   sow sown seed seedling broad_beans runner_beans courgettes squash leeks brassicas netting slug slugs rhubarb strawberries raspberries water_butt cold_frame dahlias roses
   repot repotting propagate cuttings pots potting_mix fertilise fertilize semillas graines samen semi sementes regar arroser giessen annaffiare
   podar poda rosales rosal abono cesped cortar_el_cesped plantar plantas maceta macetas semillero malas_hierbas manguera
   tailler taille rosiers engrais pelouse tondre haie semis planter plantes desherber arrosage terreau bulbes potager
   rasen mahen hecke dunger pflanzen einpflanzen beet beete unkraut jaten giesskanne blumenzwiebeln kompost saen
   potare concime siepe piantare piante erbacce semina innaffiare
   roseiras adubo relva grama sebe plantar horta sementeira ervas_daninhas regar
   sembrar semer seminare semear aussaen pailler paillage acolchar pacciamare laub rechen rastrillar ratisser
   rastrellare ajos ail knoblauch aglio alho habas feves fave favas saubohnen lechuga lechugas laitue lattuga alface
   alfaces tomates tomaten pomodori fresas fraisiers erdbeeren fragole morangos estiercol fumier letame estrume
   fleece cloche cloches chard sprouts parsnips kale overwinter rosen rosas rose fence fence_panels
   twine canes bean_poles trellis seed_trays
   lawnmower mower strimmer leaf_blower
   pond pond_pump koi repot repotting`,
  `renovation reno remodel refurb build extension diy kitchen bathroom loft renovations remodeling remodelling home_improvement extension reforma reformas renovacion renovierung ristrutturazione obra obras | tiler tiles builder contractor kitchen
   bathroom electrics electrician plumbing plumber quote quotes skip paint painting flooring worktop worktops
   cabinets plaster plasterer grout sanding primer joiner carpenter permit drywall fixtures painter painters
   decorator decorators masking_tape
   demo demolition skirting architrave coving insulation plasterboard drywall tiling grout screed underfloor_heating rewire rewiring first_fix second_fix windows doors building_control structural_engineer steel_beam rsj planning_permission kitchen_fitter bathroom_fitter trades quotes
   albanil macon handwerker muratore pedreiro pintor peintre maler imbianchino azulejos carrelage fliesen piastrelle`,
  `home house household flat apartment moving chores cleaning laundry housework cabin cottage chalet caravan shed holiday_home beach_house stuga sommarstuga hytte mokki dacha ferienhaus gite casa hogar maison haus zuhause wohnung haushalt huishouden menage foyer lar condo homeowner homeowners hoa strata condo_board body_corporate apartamento appartement appart departamento | landlord lease rent plumber electrician boiler repairs
   furniture cleaning deposit movers keys house plumber garden repair mortgage tap taps drip dripping leak leaking
   radiator radiators bleed gutter damp mould mold sealant grout caulk shelves curtains blinds lightbulb bulbs
   fuse fuses dishwasher washing_machine fridge freezer oven hoover vacuum windows locksmith handyman decluttering
   pool chlorine aircon air_con servicing gutters roof boiler_service smoke_alarm hoa strata condo_fees body_corporate lawn_mower pest_control
   levies levy residents building_manager management_company hausverwaltung hausmeister administrador_de_fincas
   syndic portero conserje water_bill electricity_bill gas_bill kettle descale descaling
   chimney chimneys chimney_sweep furnace furnace_filter wood_stove log_burner woodburner
   fontanero grifo fuga gotera caldera calefaccion electricista cerrajero persiana persianas bombilla bombillas
   enchufe lavadora nevera horno limpieza mudanza alquiler casero comunidad
   plombier fuite robinet chaudiere chauffage electricien serrurier volets ampoule ampoules lave-linge frigo
   menage demenagement loyer proprietaire
   klempner wasserhahn heizung entluften elektriker schlusseldienst rollladen glubirne gluhbirne steckdose
   waschmaschine kuhlschrank backofen putzen umzug miete vermieter dachrinne
   idraulico rubinetto perdita caldaia riscaldamento elettricista fabbro tapparelle lampadine lavatrice forno
   pulizie trasloco affitto condominio
   canalizador encanador torneira vazamento caldeira aquecimento eletricista chaveiro estores lampadas
   geladeira frigorifico limpeza mudanca renda aluguel senhorio condominio`,
  `rental flat landlording rent rents renting tenant tenants letting_agent buy_to_let landlord lodger lodgers piso alquiler vermietung affitto aluguel inquilino | tenant tenants lease rent deposit letting_agent inspection repairs boiler gas_safety
   inventory landlord gas_safety_certificate epc eicr deposit_protection tenancy tenancy_agreement arrears rent_increase
   void viewing viewings flat_1 flat_2 flat_3 unit maintenance_request managing_agent section_21
   inquilino inquilinos caldera derrama administrador_de_fincas administrador_de_la_finca fianza contrato_de_alquiler locataire locataires bail caution etat_des_lieux mieter nebenkostenabrechnung kaution hausverwaltung inquilini affittuario inquilinos`,
  `van campervan camper vanlife overland caravan caravanning motorhome rv | insulation solar battery leisure_battery inverter plywood cladding bed
   frame fridge water_tank awning roof_vent
   habitation habitation_check hook-up hookup gas_bottle skylight water_pump leisure_battery
   campsite campsites pitch hitch towbar tow_bar winterise winterize water_system jockey_wheel hitch_lock gas_locker`,
  `studio music band orchestra cello piano guitar violin lessons quartet ensemble bands gigs gig musician musicians musica musique musik dj djing ukulele uke drums drumming saxophone trumpet flute clarinet cello_lessons piano_lessons open_mic garage_band banda | songs song setlist set_list gig gigs rehearsal rehearsals rehearse demo busking cello violin viola
   piano guitar bass drums ukulele flute clarinet sax saxophone trumpet rehearsal rehearsals concert concerts
   quartet orchestra practise practice suite sonata scales etude gig gigs setlist restring strings string bow
   rosin recital composer bach mozart chopin sheet_music metronome tuning tuner amp studio recording mix album
   music_stands score scores harmony harmonies chord chords riff riffs lyrics capo pedal pedals snare
   drumsticks cymbal cymbals lesson lessons music_teacher
   gig gigs poster posters merch setlist soundcheck venue promoter booking_agent drummer bassist rehearsal_room demo demos single ep mixing mastering spotify bandcamp
   clases cours unterricht lezioni aulas ensayo repetition probe prova ensaio concierto concert konzert concerto
   sheet_music partition partitions repetition ensayo ensayos partitura partituras noten
   guitarra guitare gitarre chitarra cuerdas cordas cordes saiten ensayar ensaiar repeter proben acordes accords
   prove`,
  `podcast podcasting youtube channel stream streaming vlog newsletter substack streamer twitch tiktok | episode episodes guest guests recording mic microphone
   audio edit editing upload spotify listeners thumbnail thumbnails subscribers video videos
   show_notes intro outro sponsor sponsors cohost co-host interview episode_art rss xlr audio_interface pop_filter`,
  `sailing boat boating yacht marina sea kayak kayaking rowing boats | antifouling bilge mooring hull sail sails marina
   anchor rigging winch dinghy outboard harbour harbor berth regatta jib mainsail lifejacket lifejackets keel tiller
   winterise winterize haul_out lift_out bottom_paint zincs anodes impeller engine_service life_raft flares vhf
   halyard halyards splice shackle shackles fender fenders
   stern_gland weed_hatch windlass canal lock_keeper pump_out elsan cruising_licence crt`,
  `horses horse riding equestrian stable stables pony ponies poney poneys cheval chevaux equitation caballo caballos hipica pferd pferde reiten | hay farrier tack saddle bridle stable paddock hooves
   livery grooming horsebox lunge dressage showjumping rug rugs mucking haynet`,
  `writing novel book author blog poetry manuscript novelist fiction nonfiction memoir screenplay script escritura ecriture schreiben scrittura escrita libro livre buch libro livro | chapter chapters agent manuscript draft drafts timeline editor
   publisher query word_count outline character characters scene scenes proofs pitch_letter synopsis blog_post
   poem poems submission submissions
   draft revision revisions rename plot plotline protagonist antagonist subplot pov point_of_view dialogue worldbuilding beta_readers beta_reader querying query_letter literary_agent agents critique_group writing_group nanowrimo pages wordcount
   capitulo chapitre kapitel capitolo`,
  `fitness running training gym health marathon sport sports workout cycling triathlon swimming run runner runners triathlete cyclist crossfit climbing bouldering gimnasio deporte salud_fisica parkrun couch_to_5k c25k ironman half_ironman ultra ultramarathon duathlon | run runs running
   trail miles km marathon half_marathon race races gels workout workouts gym tempo intervals strava swim bike
   triathlon training_plan shoes stretching physio personal_trainer squat squats deadlift 10k 5k parkrun
   long_run race_entry bib foam_roller recovery taper cadence splits pb pr vo2 hill_repeats knee knees injury
   injuries ice_bath shin_splints sports_massage trainers running_shoes
   gimnasio salle sport palestra academia correr courir laufen correre
   brick_session bike_fit wetsuit open_water turbo_trainer zwift water_station water_stations aid_station aid_stations
   marshal marshals 21k 42k`,
  `investing investments investment portfolio savings wealth stocks investors stocks shares trading pension pensions retirement crypto bitcoin | portfolio rebalance etf etfs bond bonds
   stocks shares dividend dividends broker brokerage fund funds pension isa 401k ira crypto emergency_fund
   index_fund savings interest allocation
   rebalancing brokerage_account roth stocks_and_shares capital_gains sip fd fixed_deposit mutual_fund mutual_funds
   demat ppf elss direct_plan`,
  `curling bonspiel bonspiels | rink rinks bonspiel bonspiels broom brooms broom_head broom_heads curling_stones
   stones hack sliders slider ice_time draw_weight sweeping`,
  `leather leathercraft leatherwork leatherworking leathercrafting saddlery | leather hide hides stitching saddle_stitch
   thread awl edge_paint burnish burnishing card_holder card_holders wallet wallets belt belts dye veg_tan rivets
   snaps keychains`,
  `outdoors hunting camping hiking fishing climbing scouts camp hike scouting cubs beavers guides brownies girl_guides | rifle range elk deer hunting camp camping stove tent
   hike hiking trail fishing rod bait boots backpack scope ammo campsite sleeping_bag climbing harness rope
   campfire badges badge cubs beavers scouts troop patrol den pack leaders jamboree canoe canoeing kayak risk_assessment permission_slips permission slips hike hikes orienteering knots woggle neckers`,
  `film movie movies cinema screening screenings film_club cinema_club | screening screenings projector film films movie movies cinema
   festival programme program director tickets popcorn documentary
   season films_list licence screening_licence`,
  `club society association committee clubs societies guild rotary lions round_table wi rotary_club verein vereine asociacion associazione associacao vereniging | members membership meeting agm committee newsletter venue treasurer
   secretary
   agm minutes treasurer treasurers_report subs dues constitution fixtures social
   mitgliederversammlung kassenbericht vorstand vorstandssitzung protokoll satzung mitglieder mitgliedsbeitrag ag assemblee_generale convocation convocations cotisation cotisations adherents asamblea socios cuota_de_socio junta_directiva assemblea soci`,
  `ceramics pottery clay crafts craft art painting knitting sewing potter quilting crochet embroidery cross_stitch drawing sketching jewellery jewelry jewellery_making candles candle candle_making soap soap_making wool woolly yarn | glaze glazing kiln clay stoneware porcelain
   wheel throw bisque mugs bowls vase easel canvas paints acrylics watercolour yarn knitting pattern fabric
   sewing_machine
   kiln firing bisque_firing glaze_firing greenware trimming slip underglaze wedging commissions bowls plates dinner_set mugs vases
   hooks needles thread embroidery_hoop stitch stitches merino cast_on sketchbook charcoal pencils
   wax wicks wick fragrance scents beads clasp clasps findings silver moulds lye`,
  // Singing, apart from instruments: a "Choir" tag is no cello's.
  `choir choirs chorus chorale chor coro koor singing music | rehearsal rehearsals concert concerts carol carols hymn hymns
   anthem robes music_stands soprano sopranos alto altos tenor tenors baritone bass_part descant harmony harmonies
   sheet_music score scores warm-up sectional sectionals music_folder folder carol_service repertoire conductor
   accompanist ensayo ensayos repetition probe prova ensaio concierto konzert concerto partitura partituras chorprobe
   noten contralto mezzo cartellina hymn_book`,
  `photography photo photos camera photographer | camera lens lenses shoot photoshoot edit editing lightroom prints tripod
   portfolio client_gallery sd_card
   wedding_shoot headshots culling editing retouching raw backup`,
  `cooking baking food recipes meal meals bread sourdough bakery baker meal_prep nutrition diet cocina cuisine kochen cucina culinaria | recipe recipes bake baking sourdough starter oven dough meal_prep
   groceries menu dinner_party
   loaf loaves starter levain rye flour banneton bannetons proofing proving bake_day crumb scoring lame croissants pastry
   macros calories protein meal_plan batch_cook`,
  `pets pet dog dogs cat cats puppy foster fostering rescue adoption foster_dogs rescue_dogs puppies kittens aquarium fish mascotas mascota perro perros gato chien chat hund katze cane gatto cachorro animais reptiles reptile rabbits rabbit tortoise snake vivarium hamster hamsters guinea_pigs | vet vaccines vaccination kennel walk walks
   grooming flea worming pet_food dog_food cat_food litter leash lead puppy training microchip bedding crate adopter adopters adoption
   home_check foster kibble harness dog dogs cat cats dog_walker walker pet_sitter cattery groomer
   adoption_fee adoption_day meet_and_greet transport home_visit fosterer
   veterinario veterinaire tierarzt veterinario pienso croquettes futter crocchette racao paseo
   poo_bags poop_bags claws flea_treatment
   pet pets pet_insurance dog_show
   hutch vivarium hay heartworm dewormer flea_and_tick`,
  `car cars vehicle motorbike motorcycle garage vintage classic_car classic_cars mg coche voiture auto macchina carro tesla ev electric_car | mot service tyres tires oil_change registration rego insurance
   oil wing_mirror wipers windscreen windshield brakes brake_pads battery itv tuv controle_technique
   inspecao reifen pneus neumaticos
   brakes mechanic car_wash dashcam nct
   restoration restore rust bumper chrome points carburettor carburetor carb distributor spark_plugs plugs gasket gaskets dynamo magneto rebuild body_work bodywork respray parts wiring_loom classic car_show rally
   itv controle_technique tuv revisione revisao taller garagiste werkstatt officina seguro assurance
   neumaticos aceite cambio_de_aceite frenos bateria lavar_el_coche
   vidange freins batterie
   olwechsel inspektion bremsen batterie waschanlage
   coolant antifreeze screenwash screen_wash tyre_pressure tyre_pressures tire_pressure clutch exhaust headlight
   headlights cambelt timing_belt wheel_alignment puncture spare_tyre jump_leads de-icer valet road_tax dvla v5
   service_history dipstick oil_level brake_fluid wiper_blades
   kuhlwasser frostschutz olstand scheibenwischer winterreifen anticongelante ruedas liquide_de_refroidissement
   lave-glace gomme gomme_invernali tagliando olio oleo oficina revisao
   tagliando gomme olio freni batteria assicurazione bollo meccanico
   inspecao pneus oleo travoes freios bateria mecanico
   charger charging_cable wallbox supercharger tyre_rotation`,
  `travel trip trips holiday holidays vacation holidays getaway viajes viaje voyage voyages reisen reise viaggi viaggio viagens viagem | flight flights hotel hotels visa passport booking airport train
   itinerary luggage packing check-in boarding_pass
   visa_application esta eta travel_insurance car_hire rental_car accommodation airbnb tickets
   ryokan hostel hostels guesthouse rail_pass jr_pass train_tickets currency yen euros dollars pesos sim_card esim adapter
   sightseeing tour tours excursion ferry transfer layover
   vuelo vol flug volo voo billete billet biglietto bilhete hotel pasaporte passeport reisepass passaporto passaporte`,
  `second_job part_time_job weekend_job evening_job night_job side_job bar_job nebenjob minijob zweitjob night_shifts
   night_shift shift_work | shift shifts rota
   roster uniform tips payslip overtime clock_in timesheet supervisor till cash_up waitressing bartending`,
  `side project startup app indie saas side_project side_hustle indie_hacking open_source oss side_gig side_gigs | landing_page stripe launch beta users signup domain mvp waitlist
   stripe mrr churn pricing_page product_hunt launch_post landing investors incorporation cofounder co-founder demo_day accelerator
   issues github maintainers contributors release changelog readme npm pr prs pull_request pull_requests bug bugs
   bug_report
   triage maintainer fork forks contributing code_of_conduct github_sponsors open_collective
   good_first_issue documentation
   etsy shop listing listings product products product_photos photos orders order customers buyer buyers shipping
   shipping_labels labels packaging invoice clients client commission commissions market_stall craft_fair stock
   parcels postage mailers packaging wholesale`,
  `language languages spanish french german italian japanese jlpt japanese chinese mandarin korean portuguese arabic duolingo
   idioma idiomas langue langues lingua lingue sprache sprachen sprachkurs sprachschule ingles espanol frances aleman
   japones anglais espagnol allemand italien japonais chinois englisch spanisch franzosisch italienisch japanisch
   inglese spagnolo francese tedesco giapponese espanhol alemao japones | vocabulary vocab duolingo grammar tutor
   conversation flashcards lesson oral phrasal_verbs vokabeln vocabulario vocabulaire homework hausaufgaben devoirs
   deberes tarea compiti exercises exercices ejercicios esercizi exercicios ubungen verbi verbos grammatica gramatica
   kanji kana hiragana katakana conjugation verbs listening_practice speaking_practice italki language_exchange`,
  `reading books book_club library | book books chapter chapters novel library reading_list kindle read pages
   author discussion meeting host hosting snacks next_pick book_pick discussion_questions`,
  `gaming games game dnd d&d rpg tabletop_rpg warhammer | game games steam console server campaign dnd d&d session dungeon
   character sheet dice minis miniatures painting dm gm campaign_notes`,
  `wedding weddings boda mariage hochzeit matrimonio casamento shaadi nikah hen_do stag_do hen_party stag_party bachelorette bachelor_party | caterer venue guests save-the-dates dress suit hair florist speech rsvp bridesmaid bridesmaids
   photographer
   cake favours favors seating_plan first_dance hen stag bachelorette bachelor ceremony reception officiant vows rings suit_fitting dress_fitting invitations
   invitados invites gaste invitati convidados
   registrar marquee honeymoon buttonholes bouquet bouquets celebrant best_man usher ushers save_the_date save_the_dates order_of_service table_plan wedding_list hen_do stag_do confetti banns page_boy flower_girl
   mehndi mehendi sangeet haldi baraat lehenga sherwani mandap pandit
   catering menu vestido vestido_de_novia banquete invitaciones fotografo barong barong_tagalog filipiniana`,
  `baby pregnancy nursery bebe bebes newborn infant twins maternity paternity toddler toddlers preschooler potty_training | nursery pram cot midwife scan antenatal nappies diapers car_seat hospital_bag nct
   newborn moses_basket sling steriliser bottles breast_pump maternity_leave paternity_leave due_date birth_plan
   matrona sage-femme hebamme ostetrica parteira
   potty health_visitor weaning nap naps sleep_regression sippy_cup soft_play toddler_group daycare crib childcare stroller
   formula onesies baby_monitor changing_table baby_shower registry`,
  `health medical doctor wellbeing healthcare wellness salud sante gesundheit salute saude | doctor dentist gp appointment prescription blood_test physio therapist
   inhaler meds medicine medicines tablets pills blood_pressure cholesterol a1c insulin hearing_aid flu_jab flu_shot
   checkup scan vaccine gym workout physical therapy sleep diet medication
   bloods blood_work mri x-ray referral specialist consultant repeat_prescription
   medico medecin arzt cita rendez-vous termin appuntamento consulta
   analisis analitica receta farmacia dentista fisio vacuna ordonnance pharmacie dentiste kine prise_de_sang vaccin
   rezept apotheke zahnarzt zahnarzttermin arzttermin physiotherapie blutabnahme impfung ricetta fisioterapista analisi vaccino
   receita farmacia fisioterapia analises vacina metformin statin statins endocrinologist blood_sugar glucose`,
  // — added: more work functions, trades and the hobbies and causes people make tags for —
  `transactions transactional corporate m&a deals conveyancing | closing closing_binder signing signing_set escrow
   purchase_agreement spa apa share_purchase due_diligence disclosure_schedule disclosure_letter data_room term_sheet
   loi merger acquisition real_estate title_report title_insurance deed completion exchange searches lender
   financing deal deals managing_agent service_charge leasehold freehold tr1 title_deeds land_registry stamp_duty
   sdlt local_search`,
  `litigation disputes dispute trial trials | court motion motions hearing deposition discovery trial witness
   witnesses exhibits pleadings brief judge filing subpoena settlement mediation expert_report docket claimant
   defendant opposing_counsel bundle`,
  `firm_admin office_admin practice_management office_manager | billing timesheets time_entries conflicts cle cpd
   insurance renewals supplies office lease subscriptions payroll it_support stationery printer cleaning_contract`,
  `analytics data data_science bi insight insights ml machine_learning reporting | model models notebook notebooks
   experiment experiments dashboard dashboards kpi kpis metrics sql query queries snowflake bigquery redshift dbt
   looker tableau power_bi features feature_store retrain training_data churn forecast forecasting cohort cohorts
   segmentation a/b_test ab_test eval evaluation credits data_warehouse etl jupyter pandas`,
  `newsroom news journalism journalist reporter reporting editorial magazine | story stories editor copy copy_desk
   interview sources byline pitch headline draft publish photos photographer photo_desk caption captions fact-check
   fact_check embargo press_release subs sub-editor layout front_page column columnist feature edition print`,
  `pharmacy pharmacist chemist dispensary | fridge fridge_temp temperature temp log logs dispensing dispense scripts
   prescriptions controlled_drugs cd_register stock wholesaler flu_jabs vaccines mur blister_packs locum gphc sop sops
   expiry expiries returns methadone dosette`,
  `caseload casework cases social_work social_worker safeguarding child_protection | case cases case_notes supervision
   home_visit visits referral referrals assessment assessments care_plan core_group strategy_meeting court_report
   records attendance family_support placement foster_carer contact_session review_meeting chronology`,
  `translation translations translator translating localization localisation interpreting interpreter | source_text
   target glossary proofreading proofread word_count per_word cat_tool trados memoq agency certified_translation
   sworn translation_memory translation translations translate chapter manual localisation localization
   terminology style_guide deliver delivery`,
  `paperwork admin life_admin documents forms bureaucracy | form forms application applications renewal paperwork
   documents certificate registration portal declaration subsidy scheme licence permit filing records signature
   scan scans fill_in fill_out`,
  `work day_job second_job office job corporate trabajo arbeit travail lavoro trabalho buro oficina bureau ufficio escritorio
   jobb arbete werk praca arbejde kantoor biuro
   | ${OFFICE.only} | ${OFFICE.alsoHome} ${OFFICE.people} deck`,
  `family familia famille familie famiglia familia nonna nonno oma opa abuela abuelo avo mamie kids children child parenting kinder ninos hijos enfants bambini
   filhos criancas daycare homeschool homeschooling kids_activities school_run grandkids grandchildren grandkid kindergarten preschool pre-k | kids children school homework
   playdate birthday party nursery daycare pickup school_run uniform packed_lunch bedtime swimming_lessons
   grandparents elternabend kita colegio cole ecole creche escola scuola schule deberes devoirs hausaufgaben compiti
   pe_kit kit field_trip school_trip trip_form permission_slip consent_form reading_log packed_lunch lunchbox
   lunch_money parents_evening school_shoes after-school swimming football ballet playgroup jabs flu_jab
   school_supplies stationery pencil_case geometry_set school_bag term_fees school_fees pocket_money screen_time
   pediatrician paediatrician orthodontist tutor nativity costume school_play school_concert sports_day parent-teacher
   teacher class_teacher report_card skates ice_skates footy training_kit shin_pads cubs brownies beavers
   netball hockey futsal carpool science_fair science_project tutor_fees ptm`,
  `fostering foster foster_care foster_carer foster_carers adoption kinship_care | social_worker supervising_social_worker
   placement placements respite contact contact_visit lac_review looked_after panel life_story carer carers
   training pep personal_education_plan delegated_authority allowance paperwork spare_room bedroom child children
   kids school`,
  `personal life vida privat perso errands appointments me self | groceries errands dentist doctor bank insurance bills haircut
   appointment pharmacy laundry`,
  `fleet vehicles fleet_management transport | vehicle vehicles van vans truck trucks lorry drivers driver tracking
   tracker telematics subscription fuel fuel_card fuel_report tachograph mot service servicing tyres tires lease
   leasing insurance registration rego vehicle_checks dashcam cartrack samsara`,
  `invoices invoice invoicing billing payments receivables accounts_receivable facturas factures rechnungen fatture faturas facturacion | invoice invoices payment payments
   overdue late_payment remittance credit_note billing statement reminder paid unpaid quickbooks xero freshbooks
   stripe paypal bank_transfer payment_terms net_30 purchase_order po client clients
   factura facture rechnung fattura fatura pago paiement zahlung pagamento`,
  `vendors vendor suppliers procurement purchasing | vendor supplier suppliers purchase_order po contract renewal
   quote quotes rfp rfq invoice onboarding due_diligence sla`,
  `packaging | packaging boxes box cartons labels label dieline artwork printer print_run sleeves inserts tape
   mailer mailers samples`,
  `moving move relocation removals demenagement umzug mudanza trasloco mudanca verhuizing przeprowadzka | movers removal_van boxes packing change_of_address utilities meter_readings
   redirect_mail broadband new_address keys
   camion cartons umzugskartons karton kartons cajas scatoloni caixas nachsendeauftrag post_redirection redirect_post`,
  `coaching coach life_coaching executive_coaching mentoring mentor | session sessions coachee coachees client
   clients discovery_call programme package check-in`,
  // A parents' body by the letters each country writes it with: a PTA, a PTSA, the P&C (Australia), the PIBG (Malaysia).
  `pta pto ptsa p&c pibg parents_association school_fair | bake_sale raffle fair summer_fair christmas_fair disco school_disco
   uniform_sale committee fundraiser treasurer newsletter volunteers stall`,
  `reef reef_tank aquarium aquariums fish_tank tank aquascape | dose dosing water_change skimmer frag frags coral
   water_parameters water_test test_kit ammonia nitrate nitrite filter brine_shrimp
   corals polyp polyps zoas sps lps salinity alkalinity alk calcium magnesium nitrate phosphate refugium rodi sump
   return_pump powerhead test_kit quarantine fish clownfish tang livestock`,
  `ham ham_radio amateur_radio radio | callsign call_sign licence antenna aerial repeater qso rig transceiver hf vhf
   uhf contest net field_day qsl coax balun`,
  `dojo martial_arts karate judo jiu-jitsu jiujitsu bjj taekwondo kung_fu aikido kickboxing boxing kendo kyudo iaido muay_thai
   krav_maga wing_chun capoeira mma hapkido | mats mat belts shinai bogu hakama keikogi dan kyu
   belt grading gradings kata sensei gi gis sparring students fees membership_fees classes timetable tournament
   competition certificates`,
  `climbing bouldering crag | resole approach_shoes climbing_shoes shoes harness rope ropes chalk belay quickdraws finger_tape
   cams crag route routes bouldering_gym wall guidebook`,
  `woodworking wood woodshop workshop shop joinery carpentry furniture_making woodwork | planer blades blade glue-up glue
   walnut oak maple cherry chisel chisels lathe sanding sander router jointer dovetail dovetails table_saw bandsaw
   finish finishing stain clamps lumber timber board boards side_table cabinet bench danish_oil tung_oil linseed_oil`,
  `golf | clubs tee_time tee round handicap driver putter irons lessons range course`,
  `tennis padel squash badminton | racket racquet restring court booking ladder league lessons balls pista pelotas
   pala`,
  `cycling cyclist bike bikes mtb velo fahrrad bici bicicleta bicyclette fiets | bike service tubes tyres tires chain saddle helmet sportive ride rides
   group_ride strava cleats`,
  `yoga meditation pilates mindfulness | mat class classes retreat practice breathwork studio teacher_training`,
  `chess board_games boardgames tabletop | tournament rating club opening openings game games sleeve sleeves expansion
   expansions meeple meeples catan wingspan carcassonne ticket_to_ride`,
  `3d_printing printing maker electronics arduino raspberry_pi homelab home_lab smart_home | filament printer
   nozzle bed_leveling slicer pla petg resin arduino raspberry pi soldering pcb sensor sensors server nas
   proxmox home_assistant zigbee synology plex nuc firmware unraid truenas pihole pi-hole jellyfin`,
  `chickens hens poultry backyard_chickens | coop run feed layers pellets grit eggs broody bedding straw mites
   red_mite broiler broilers layer_mash grower_mash starter_mash finisher_feed chicks day-old_chicks drinker drinkers
   feeder feeders brooder incubator hatchery gumboro newcastle coccidiosis fowl_pox point_of_lay spent_hens deep_litter
   egg_crates`,
  `birding birdwatching astronomy stargazing birds | binoculars scope telescope eyepiece hide reserve sighting
   checklist ebird
   telescopes dobsonian refractor reflector collimate collimation eyepieces tripod star_party dark_sky
   light_pollution moon_phase new_moon full_moon meteor_shower meteor meteors planets planet galaxy nebula eclipse
   astrophotography star_chart planisphere observing_session`,
  `genealogy family_history ancestry | census records archive archives dna family_tree parish_records`,
  `christmas xmas holidays gifts gift presents party parties birthday birthdays navidad noel weihnachten natale natal kerst regalos cadeaux geschenke regali presentes diwali eid ramadan hanukkah thanksgiving easter festivities | presents gift gifts wrapping cards
   regalo regalos cadeau cadeaux geschenk geschenke regali presente presentes prezent prezenty cadeautjes
   arbol_de_navidad sapin tannenbaum albero_di_natale aguinaldo
   tree decorations guests invitations cake
   diya diyas rangoli mithai puja lakshmi_puja firecrackers lanterns`,
  `therapy mental_health wellbeing self_care | therapist counsellor counselor session journal journaling
   medication meditation sleep`,
  `it it_support helpdesk tech_support facilities | laptop laptops printer printers licences licenses accounts
   password_reset onboarding tickets wifi office_move desks building access_cards`,
  `facilities facility building_management property_management site_services | hvac bms lift lifts elevator
   elevators fire_alarm fire_alarms sprinkler sprinklers access_control cctv security car_park lighting
   emergency_lighting generator generators boiler boilers chiller chillers legionella pat_testing fire_risk_assessment
   risk_assessment pest_control waste janitorial custodial cleaning_contract contractor contractors work_order
   work_orders planned_maintenance maintenance fit-out fit_out office_move desks keys badges`,
  `partnerships partners bd alliances | partner partners partnership agreement mou co-marketing referral integration`,
  `grants grant_writing | grant grants application funder funders deadline budget report narrative eligibility
   proposal award`,
  `board governance exec executive leadership management strategy governors governor school_governors sgb school_governing_body trustees | board_meeting board_pack agenda minutes strategy
   offsite okrs okr all-hands leadership_team exec quarterly planning budget investors chair directors`,
  `team direct_reports one_on_ones 1:1s managing | one-on-one 1:1 direct_reports performance feedback appraisal
   promotion team_offsite reviews career_plan skip-level`,
  `compliance audit audits risk quality qa governance | audit evidence controls policy policies iso sox risk_register
   training certification findings remediation regulator inspection`,
  `qa testing test tester | test_cases regression uat bug bugs test_plan automation selenium cypress playwright
   release smoke_test`,
  `infra infrastructure platform cloud sre ops_team | kubernetes cluster terraform deploy pipeline servers
   monitoring alerts on-call incident aws gcp azure`,
  `mobile app apps ios android | app_store play_store testflight build release crash crashes review screenshots`,
  `architecture architect architects | drawings planning_application render renders cad revit section elevation
   site_visit client brief model detail details`,
  `interiors interior_design interior decor | mood_board moodboard fabric fabrics samples swatches furniture lighting
   paint cushions curtains upholstery client`,
  `video videography film_production production content_creation | shoot footage b-roll storyboard shot_list edit
   color_grade grade export client cut rough_cut`,
  `theatre theater drama acting actor musical improv am_dram amdram panto pantomime comedy standup stand-up drama_club | rehearsal lines audition script costume costumes cast
   director show stage props tech_week`,
  `dance dancing ballet salsa tango | class rehearsal recital costume choreography competition shoes routine milonga
   milongas tango ochos practica heels dance_shoes`,
  `salon hair hairdresser barber beauty nails lashes spa tattoo tattoos tattoo_studio | client clients bookings appointments colour color stock
   products chair_rent booking_system`,
  `practice private_practice physio physiotherapy chiropractic massage osteopathy counselling | clients client notes
   sessions invoices bookings treatment assessment referral`,
  `aviation flying pilot pilots | flight checkride sim simulator medical logbook currency aircraft hangar rating
   ppl cfi`,
  `insurance broker brokerage mortgages mortgage_broker financial_advice advisory wealth_management | policies
   policy renewals claims quotes underwriter clients suitability fact_find annual_review`,
  `politics campaign campaigning council councillor activism union | canvassing leaflets volunteers constituents
   casework motion ballot members reps petition`,
  `gallery art artist exhibition exhibitions museum | exhibition artwork framing show commission canvas prints
   opening install installation`,
  `publishing editing editor copywriting copywriter | manuscript proofs edits copy brief client deadline
   style_guide`,
  `hotel hospitality guesthouse guest_house homestay homestays bnb b&b | guests check-in housekeeping rooms bookings
   breakfast reviews linen booking_com blankets welcome_pack
   plumber plumbers electrician handyman boiler hot_water hws smoke_alarm smoke_alarms gas_safety
   carbon_monoxide wifi door_code key_safe mattress mattresses maintenance_request`,
  `reception front_desk front-desk frontdesk front_office | phones calls callback call_back appointment appointments
   booking bookings double-booking double-bookings reminder reminders sms texts waiting_room walk-ins diary
   booking_system software records payments`,
  `talk talks speaking public_speaking keynotes speaker_gigs | talk talks cfp cfps call_for_papers abstract abstracts
   slides speaker speakers keynote conference conferences meetup meetups devfest lightning_talk panel bio
   headshot rehearse rehearsal dry_run q&a demo`,
  `permits permit licensing licences licenses visas paperwork_office | permit permits licence licences license
   licenses application applications renewal renewals approval approvals papers entry entry_fee receipts immigration
   ministry department authority council stamp stamps registration submit forms`,
  `expeditions expedition trek treks trekking tours guiding mountaineering safaris safari | group groups pax guide
   guides porter porters oxygen regulators tents tent itinerary route summit base_camp acclimatisation
   acclimatization trailhead lodge lodges teahouse briefing kit_list departure departures arrival arrivals`,
  `ovens oven bakehouse bake_floor | oven ovens deck_oven combi_oven proofer prover proofing proving levain starter
   dough mixer bake bakes loaves loaf croissants baguettes flour trays steam injector thermostat`,
  `counter front_of_house foh shopfront shop_front | till tills card_reader pos float cash_up display display_case
   chalkboard menu menu_board specials signage price_tags customers walk-ins counter_schedule opening_hours`,
  `fermentation fermenting ferments pickling lacto-fermentation | kombucha scoby kefir sauerkraut kimchi brine crock
   airlock miso koji pickle pickles ferment ferments`,
  `clinical_trials trials clinical_research cro | protocol patients consent crf monitoring_visit sae ethics
   recruitment site_initiation`,
  `games gamedev game_dev indie_game | build playtest steam level levels sprites unity godot trailer demo`,
  `skiing ski snowboarding snowboard ski_patrol | skis boots lift_pass wax chalet goggles helmet shift shifts patrol oec
   first_aid`,
  `surfing surf diving scuba freediving | board wetsuit wax fins prancha tabla planche neopreno dive dives certification regulator padi bcd
   drysuit dry_suit regs seals mask dive_log logbook longboard shortboard ding swell leash`,
  `shopping compras einkaufen spesa groceries grocery | groceries supermarket list milk bread eggs amazon order
   delivery returns refund`,
  `friends social social_life stammtisch tertulia | friends drinks dinner party catch_up brunch birthday housewarming rsvp
   game_night games_night board_games quiz pub bbq picnic reunion karaoke gig concert bday hangout tisch`,
  `collecting collection vinyl records lego stamps coins | records vinyl set sets stamps coins cards display`,
  `job_hunt job_search job_hunting job_applications career careers new_job | cv resume cover_letter application
   applications apply applied linkedin recruiter recruiters interview interviews portfolio references job_board
   indeed glassdoor offer salary notice_period networking coffee_chat headhunter`,
  `website websites web web_design redesign website_redesign wordpress squarespace wix webflow | landing_page homepage
   page pages copy cms plugin plugins domain hosting dns seo analytics mockup mockups figma wireframe wireframes
   developer staging contact_form navigation menu blog images alt_text launch redirects`,
  `launch launches go-live golive product_launch | launch press_release announcement landing_page beta waitlist
   pricing demo launch_plan checklist go-live press email_blast product_hunt webinar teaser`,
  `mum mom mam mama dad papa parents grandma grandpa nan nana gran granny grandad grandparents in-laws | visit visits
   care carer gp prescription prescriptions pharmacy hospital appointment appointments hearing_test lift birthday
   mother father care_home`,
  `model_railway railway trains model_trains railway_modelling | layout track locomotive locomotives loco locos
   rolling_stock scenery baseboard dcc points wagons carriages exhibition`,
  `fashion style wardrobe clothes | outfit outfits clothes dress dresses shoes tailor alterations returns capsule_wardrobe
   charity_shop vinted depop`,
  `probate estate executor executors inheritance will_and_estate funeral memorial bereavement | probate solicitor will wills executor estate
   death_certificate death_certificates grant_of_probate inheritance_tax iht valuation house_clearance
   bank_accounts beneficiaries funeral registrar deeds
   funeral_director eulogy order_of_service headstone crematorium celebrant obituary condolences`,
  `ivf fertility ttc | clinic scan scans bloods injections egg_collection embryo transfer consultant fertility
   clinic_appointment meds medication progesterone follicle`,
  `chama chamas sacco saccos stokvel stokvels susu tontine savings_group savings_club merry-go-round table_banking | contribution
   contributions merry-go-round hosting host hosts treasurer chairlady minutes loan loans payout payouts table_banking
   welfare share_capital`,
  `quiz pub_quiz quiz_team trivia quiz_night | quiz questions round rounds quizmaster answer_sheet trivia team_name
   picture_round music_round entry_fee`,
  `immigration visa visas citizenship residency residence_permit green_card naturalisation naturalization ilr
   work_permit asylum uscis extranjeria auslanderbehorde einburgerung | visa visas biometrics uscis i-130 i-485 i-765
   i-129 i-94 ead green_card embassy consulate home_office brp ilr visa_interview sponsorship sponsor_letter passport passports
   birth_certificate marriage_certificate apostille notarise notarize notary immigration_lawyer
   priority_date residence_permit work_permit proof_of_address police_certificate medical_exam application_fee
   case_number receipt_notice rfe life_in_the_uk citizenship_test oath auslanderbehorde aufenthaltstitel
   aufenthaltserlaubnis anmeldung extranjeria empadronamiento cita_previa prefecture titre_de_sejour
   carte_de_sejour permesso_di_soggiorno questura
   i-864 i-751 i-131 n-400 affidavit_of_support tax_transcripts`,
  `divorce separation separating custody co-parenting coparenting family_law family_court | mediation mediator
   disclosure financial_disclosure form_e attorney lawyer solicitor custody child_arrangements decree decree_nisi
   decree_absolute petition settlement consent_order court hearing alimony child_support child_maintenance
   spousal_support parenting_plan contact_schedule custody_schedule pension_sharing cafcass
   retainer`,
  `treatment chemo chemotherapy radiotherapy radiation cancer oncology illness diagnosis recovery rehab
   rehabilitation diabetes asthma allergies allergy long_covid crohns arthritis transplant dialysis operation knee_op hip_op hip_replacement knee_replacement | oncology
   oncologist specialist nurse clinic ward hospital bloods blood_test blood_work
   scan scans mri ct_scan biopsy meds medication medications prescription prescriptions pharmacy side_effects
   anti-sickness infusion cycle cycles port_flush picc radiotherapy chemo macmillan referral gp insulin glucose inhaler
   epipen dose doses physio physiotherapy wheelchair pre-op post-op stitches dressings consultation
   crutches ibuprofen painkillers pre-op_assessment`,
  `driving driving_lessons driving_test learner_driver learner l_plates | instructor lesson lessons theory_test
   hazard_perception mock_test parallel_park roundabouts provisional_licence dvla`,
  `weight_loss slimming slimming_world weight_watchers weightwatchers | weigh weigh-in weigh_in syns syn calories
   macros meal_plan meal_prep food_diary portion portions target_weight scales overnight_oats healthy_extra`,
  `sobriety sober recovery_program twelve_step 12_step aa na al-anon alanon | sponsor sponsee step steps step_work
   big_book sobriety_date home_group service_commitment amends relapse | meeting meetings`,
];

/**
 * What a name word means by itself, beyond the area it points to: `names | words`. Two of a user's tags often share
 * an area — a musician's "Studio", "Gigs" and "Students", a teacher's "Lessons", "Exams", "Grading" and "Parents", a
 * photographer's "Shoots", "Edits" and "Gear", a nurse's "Unit" and "CE credits" — and the area's words then say
 * nothing between them; these do. A word here counts for the tag its name has, as the name itself does. Kept to words
 * with no everyday sense a tag of that name would not want ("Gear" hears a lens, not a filter).
 */
export const NAME_SENSES = [
  // music
  `studio studios recording recordings | recording recordings tracking booth vocal_booth xlr mic mics microphone
   microphones preamp preamps audio_interface studio_monitors daw pro_tools logic_pro ableton cubase stems mixdown
   mastering acoustic_panels recording_session recording_sessions overdubs`,
  `gig gigs show shows | show shows setlist setlists set_list soundcheck load-in load_in promoter promoters
   booking_agent rider backline merch support_slot headline_slot door_split venue venues first_dance`,
  `lesson lessons student students pupil pupils tuition tutoring teaching teacher | lesson lessons lesson_plan
   lesson_plans student students pupil pupils tuition lesson_fees worksheet worksheets scheme_of_work unit_plan
   curriculum observation practice_log`,
  // school
  `exam exams test tests assessment assessments midterm midterms final finals | exam exams midterm midterms
   final_exam finals quiz quizzes mock mocks exam_paper test_paper past_paper past_papers invigilate invigilation
   lab_practical answer_key mark_scheme retake retakes resit resits unit_test`,
  `grading grade grades marking mark marks report_card report_cards | grade grades grading marking report_card
   report_cards rubric rubrics gradebook essays lab_reports comments moderation`,
  `parent parents | parent parents parent_conference parent_conferences parents_evening
   parent-teacher call_home newsletter permission_slip permission_slips mrs mr ms`,
  // photography
  `edit edits editing retouching post-production | cull culling edit editing retouch retouching colour-grade
   color-grade colour_grade color_grade lightroom photoshop capture_one presets gallery galleries album_design
   proofs proofing`,
  `gear kit equipment | camera cameras camera_body lens lenses sensor sensor_clean sd_card sd_cards memory_card
   memory_cards battery_grip speedlight strobe strobes tripod gimbal camera_bag`,
  `shoot shoots photoshoot photoshoots | shoot shoots photoshoot shot_list moodboard call_sheet model_release
   location_scout recce`,
  // a winery: the vines, the cellar, the room where visitors taste
  `vineyard vineyards vine vines block blocks | vines vine prune pruning rows row trellis canopy irrigation
   drip_irrigation spraying mildew frost picking pickers harvest grapes cover_crop`,
  `cellar cellars winemaking cellar_door | barrel barrels rack racking lees tank tanks cork corks bottling topping
   sulphur sulfur so2 fermentation malolactic blend blending press pressing must`,
  `tasting tastings tasting_room | tasting tastings tasting_sheets tasting_notes wine_club visitors groups
   lunch lunch_menu pours glasses`,
  // trades and a business's paperwork
  `estimate estimates quote quotes quoting pricing bid bids tender tenders | estimate estimates quote quotes quoting
   price_out pricing bid bids takeoff take-off materials_list measure_up site_survey`,
  `office admin paperwork back_office biz_admin | bookkeeping invoicing contractor_license contractor_licence
   trade_licence trade_license liability_insurance public_liability workers_comp quickbooks xero`,
  // care work
  `unit ward icu | shift shifts open_shifts staffing rn rns cna cnas charge_nurse huddle bed_board census
   pyxis omnicell biomed float_pool handover`,
  `ce ceu ceus cme cpd credit credits continuing_education | ce ceu ceus cme cpd credits module modules webinar
   recertification license_renewal licence_renewal bls acls pals`,
  // a lawyer's unpaid work: its clinics and its clients' troubles, not the firm's own clients
  `pro_bono legal_aid | pro_bono legal_aid legal_clinic clinic clinics eviction evictions tenancy tenancies tenant
   tenants housing asylum refugee refugees intake intakes know_your_rights`,
  // health and safety at a workplace, a lab or a site: its drills, its registers, its hazards
  `safety health_and_safety hse ehs whs osha | near-miss near-misses near_miss near_misses evacuation
   evacuation_list fire_drill fire_drills fire_warden fire_wardens fire_marshal risk_assessment risk_assessments hazard
   hazards biohazard biohazards ppe first_aid first_aider first_aiders coshh msds sds spill_kit extinguisher
   extinguishers toolbox_talk lockout loto incident_report accident_book safety_meeting safety_walk sharps
   clinical_waste hazardous_waste eyewash safety_glasses hi-vis`,
  // a manager's people
  `team teams direct_reports | one-on-one one-on-ones 1:1 1:1s one_on_one headcount backfill
   performance_review performance_reviews comp compensation promotion promotions pto burnout offsite team_budget`,
];
