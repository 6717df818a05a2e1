import type { GlossaryContent } from './helpContent';

export const glossaryEn: GlossaryContent = {
  advisoryServices: {
    title: 'Advisory services',
    definition:
      'Advice received by the farm on production, animal health, the environment, economics or farm management, for example from a public agricultural advisory service, a private consultant or a producer organisation. Sales visits by feed or equipment suppliers do not count.',
  },
  africanSwineFever: {
    title: 'African swine fever (ASF)',
    definition:
      'A highly contagious viral disease of domestic pigs and wild boar that kills most infected animals; there is no vaccine and no treatment. It is harmless to humans, but an outbreak means culling the herd and movement restrictions for the whole area, so strict biosecurity is the only protection.',
  },
  airScrubber: {
    title: 'Air scrubber',
    definition:
      'A unit through which the exhaust air of a mechanically ventilated pig house is led to remove ammonia, dust and odour. Acid scrubbers capture mainly ammonia; biological scrubbers and biofilters also reduce odour.',
  },
  ammoniaEmissions: {
    title: 'Ammonia emissions',
    definition:
      'Ammonia (NH₃) escapes from manure in the pig house, during storage and after spreading. It acidifies and over-fertilises soils and waters, damages sensitive nature areas and contributes to fine particulate matter; low-protein feeding, covered storage and low-emission application reduce it.',
  },
  animalWelfare: {
    title: 'Animal welfare',
    definition:
      'The physical and mental state of an animal in relation to the conditions in which it lives and dies. Good welfare means that pigs are healthy, well fed, comfortable, free from pain and fear, and able to behave normally, for example to root and explore.',
  },
  animalWelfareIndicators: {
    title: 'Animal welfare indicators',
    definition:
      'Measurable signs of the pigs’ welfare, taken from the animals themselves (tail and skin lesions, lameness, dirtiness, mortality) or from their environment (space allowance, floor type, enrichment, daylight). Animal-based indicators, such as the number of pigs with fresh tail lesions in a pen, show the actual result of housing and management.',
  },
  antimicrobialUse: {
    title: 'Antimicrobial use',
    definition:
      'The use of antibiotics and other antimicrobial medicines to treat or prevent infections. Every use adds to the risk of resistant bacteria, so use should be as low as possible and always prescribed by a veterinarian; since 2022 EU law has banned their routine preventive use.',
  },
  averageDailyGain: {
    title: 'Average daily gain (ADG)',
    definition:
      'The average increase in live weight per pig per day over a period, in grams per day: weight gained divided by the number of days. In fattening, 700 to 950 g/day is common.',
  },
  biogasPlant: {
    title: 'Biogas plant',
    definition:
      'An installation in which bacteria digest manure and other organic material without air, producing biogas (mainly methane) that is burnt to generate electricity and heat. The digestate left over is used as fertiliser, and digesting fresh manure also reduces methane emissions from manure storage.',
  },
  biosecurity: {
    title: 'Biosecurity',
    definition:
      'All measures that keep diseases out of the farm (external biosecurity) and stop them spreading within it (internal biosecurity). Examples are a fence, a hygiene lock with farm-specific clothing and boots, quarantine for purchased animals, control of visitors, vehicles and rodents, and the all-in/all-out system.',
  },
  castration: {
    title: 'Castration of piglets',
    definition:
      'Removal of the testicles of male piglets to prevent boar taint, an unpleasant smell of the meat of some entire males. Under EU law, castration after the seventh day of life may only be done by a veterinarian under anaesthesia with prolonged pain relief; the alternatives are immunocastration and raising entire males.',
  },
  crudeProtein: {
    title: 'Crude protein',
    definition:
      'The protein content of feed as determined in the laboratory (nitrogen content × 6.25), given as a percentage of the feed as fed. Feed with less crude protein, balanced with added amino acids, reduces nitrogen excretion and ammonia emissions without slowing growth.',
  },
  debtToAssetsRatio: {
    title: 'Debt-to-assets ratio',
    definition:
      'Total liabilities (loans, credits and other debts) divided by the total assets of the farm (land, buildings, machinery, animals, stocks and cash), multiplied by 100. The lower the percentage, the more financially independent the farm; values above about 60% are generally regarded as a high financial risk.',
  },
  deepLitter: {
    title: 'Deep litter',
    definition:
      'A housing system in which a thick layer of straw or other bedding stays in the pen, is topped up regularly and is removed only at the end of a batch or at long intervals. It gives pigs comfort and rooting material and produces solid manure instead of slurry.',
  },
  enrichmentMaterial: {
    title: 'Enrichment material',
    definition:
      'Material that pigs can investigate, root in, chew and destroy, such as straw, hay, wood, sawdust, compost or peat. EU law requires permanent access to enough of it; a chain or ball alone is not sufficient, because pigs soon lose interest in it, and a lack of enrichment increases the risk of tail biting.',
  },
  farmIncome: {
    title: 'Farm income',
    definition:
      'What the farm earns in a year after all costs have been paid: the value of production (sales of pigs and other products, plus subsidies) minus the costs of feed, animals, energy, services, depreciation, hired labour, rent and interest. It rewards the family’s own labour, land and capital.',
  },
  farrowToFinish: {
    title: 'Farrow-to-finish farm (closed cycle)',
    definition:
      'A farm that keeps sows and fattens its own piglets until slaughter, so that all stages of production take place on one farm. Because no piglets are bought in, the risk of bringing in diseases is lower.',
  },
  farrowing: {
    title: 'Farrowing',
    definition:
      'The birth of piglets. A sow farrows after a gestation of about 115 days (three months, three weeks and three days) and is usually moved into the farrowing house a few days before.',
  },
  farrowingCrate: {
    title: 'Farrowing crate',
    definition:
      'A metal frame in the farrowing pen that restricts the sow’s movements so that she is less likely to lie on her piglets. In a free farrowing pen the sow can move and turn around freely; with temporary crating she is confined only for a few days around farrowing.',
  },
  fatteningPig: {
    title: 'Fattening pig',
    definition:
      'A pig kept for meat from the end of the nursery period (about 25–30 kg) until slaughter, usually at a live weight of 100–130 kg. Fattening is often divided into a growing phase up to about 60 kg and a finishing phase.',
  },
  fatteningPlace: {
    title: 'Fattening place',
    definition:
      'The place for one fattening pig in the housing, determined by the pen area and the legal minimum space allowance. Because several batches pass through each place in a year (usually 2.5 to 3.5), more pigs are sold per year than there are places.',
  },
  feedConversionRatio: {
    title: 'Feed conversion ratio (FCR)',
    definition:
      'The amount of feed needed for one kilogram of live weight gain, in kg of feed per kg of gain; the lower the value, the more efficient the production. In fattening it usually lies between 2.5 and 3.0, and a better ratio means lower feed costs and less nutrient excretion per kilogram of meat.',
  },
  fertilisationPlan: {
    title: 'Fertilisation plan',
    definition:
      'A plan, made before the growing season, of how much nitrogen, phosphorus and potassium each field will receive from manure and mineral fertilisers, based on the needs of the crops and on soil analyses. It prevents over-fertilisation and nutrient losses to water.',
  },
  gilt: {
    title: 'Gilt',
    definition:
      'A young female pig kept for breeding that has not yet had her first litter. A served gilt has been inseminated or mated; in the questionnaire served gilts are counted together with the sows.',
  },
  greenhouseGases: {
    title: 'Greenhouse gases',
    definition:
      'Gases that warm the climate. In pig production these are mainly methane from manure storage, nitrous oxide from manure and fertilised soils, and carbon dioxide from energy use and from growing and transporting feed; they are added up as CO₂ equivalents.',
  },
  groupHousing: {
    title: 'Group housing of sows',
    definition:
      'Keeping sows and gilts together in pens instead of individual stalls. EU law requires it from four weeks after service until one week before the expected farrowing, with at least 2.25 m² of floor per sow and 1.64 m² per gilt.',
  },
  groupTreatment: {
    title: 'Group treatment',
    definition:
      'Treatment of a whole pen, compartment or batch of pigs at the same time, usually through the drinking water or medicated feed. Each course of treatment of one group counts as one group treatment, however many pigs it includes.',
  },
  herdHealthPlan: {
    title: 'Herd health plan',
    definition:
      'A written plan, drawn up with the farm’s veterinarian, of the measures that keep the herd healthy: vaccinations, parasite control, biosecurity, treatment protocols and regular herd health visits. It is reviewed at least once a year.',
  },
  immunocastration: {
    title: 'Immunocastration',
    definition:
      'An alternative to surgical castration: male pigs receive two injections of a vaccine that temporarily suppresses the function of the testicles, the second a few weeks before slaughter. It prevents boar taint without surgery or pain.',
  },
  labourInput: {
    title: 'Labour input',
    definition:
      'The total working time spent on pig production in a year, in hours, by everyone involved: the farm manager, family members, employees and seasonal workers. It includes feeding, cleaning, animal care, manure handling and office work, but not work done by contractors.',
  },
  leanMeatPercentage: {
    title: 'Lean meat percentage',
    definition:
      'The share of lean meat (muscle) in the carcass, measured at the slaughterhouse with a grading device; it places the carcass in the EUROP classification and largely determines the price. Values of about 55–62% are usual.',
  },
  littersPerSow: {
    title: 'Litters per sow per year',
    definition:
      'The number of farrowings in a year divided by the average number of sows and served gilts. It depends on the length of lactation and on the days a sow is not pregnant, and usually lies between 2.2 and 2.4.',
  },
  livestockUnit: {
    title: 'Livestock unit (LU)',
    definition:
      'A reference unit that allows different kinds of animals to be added up; one livestock unit corresponds to one adult dairy cow. In EU statistics a breeding sow counts as 0.5 LU, any other pig of 20 kg or more as 0.3 LU and a piglet under 20 kg as 0.027 LU.',
  },
  lowEmissionApplication: {
    title: 'Low-emission application',
    definition:
      'Spreading slurry so that it has little contact with the air: in narrow bands with a trailing hose or trailing shoe, by injection into the soil, or by working it into the soil within four hours. Compared with broadcast spreading with a splash plate, these techniques cut ammonia losses by roughly 30 to 90%.',
  },
  manure: {
    title: 'Manure',
    definition:
      'The dung and urine of livestock, with or without bedding, used as fertiliser. The questionnaire uses the word for both forms: liquid slurry and solid manure, which contains straw and can be stacked.',
  },
  manureStorage: {
    title: 'Manure storage capacity',
    definition:
      'The volume of the facilities in which manure is kept until it can be spread (tanks, pits under slatted floors, lagoons, manure plates), expressed also as the number of months it lasts without emptying. It must cover at least the periods in which spreading is not allowed, usually four to six months or more.',
  },
  mortality: {
    title: 'Mortality',
    definition:
      'The share of animals that die or have to be put down, as a percentage of the animals in a production stage. Pre-weaning mortality is calculated from the piglets born alive, mortality in fattening from the pigs that entered fattening.',
  },
  natura2000: {
    title: 'Natura 2000',
    definition:
      'The European network of protected sites designated under the Birds and Habitats Directives to protect rare and threatened species and habitats. Ammonia and nitrogen deposition from nearby livestock farms can damage sensitive habitats, so new or larger farms near such sites may need an appropriate assessment.',
  },
  nitrateVulnerableZone: {
    title: 'Nitrate vulnerable zone (NVZ)',
    definition:
      'An area designated under the EU Nitrates Directive where waters are polluted, or at risk of being polluted, by nitrates from agriculture. Stricter rules apply there, for example at most 170 kg of nitrogen per hectare per year from livestock manure and closed periods for spreading.',
  },
  nitrogenBalance: {
    title: 'Nitrogen balance',
    definition:
      'The difference between the nitrogen brought onto the farm (feed, animals, mineral fertilisers, deposition from the air, fixation by legumes) and the nitrogen that leaves it in products (animals, crops, manure sold). The surplus, in kg of nitrogen per hectare, shows the risk of losses to air and water.',
  },
  odourNuisance: {
    title: 'Odour nuisance',
    definition:
      'Annoyance caused to neighbours by smells from pig houses, manure storage and manure spreading. It depends on the size of the farm, the distance to dwellings, the wind and the measures taken, such as air scrubbers, covered storage, low-emission spreading and tree belts.',
  },
  phytase: {
    title: 'Phytase',
    definition:
      'An enzyme added to pig feed that releases the phosphorus bound in plant seeds as phytate, which pigs cannot otherwise digest. Less mineral phosphate has to be added, and the phosphorus in the manure falls by roughly a quarter to a third.',
  },
  pigletsWeanedPerSow: {
    title: 'Piglets weaned per sow per year',
    definition:
      'The number of piglets weaned in a year divided by the average number of sows and served gilts: the main measure of a sow herd’s productivity. Good herds wean from 25 to more than 30 piglets per sow per year.',
  },
  referenceYear: {
    title: 'Reference year',
    definition:
      'The period the answers refer to: calendar year 2017, from 1 January to 31 December 2017. Quantities are totals for that year and numbers of animals are averages over it, unless a question says otherwise.',
  },
  renewableEnergy: {
    title: 'Renewable energy',
    definition:
      'Energy from sources that are naturally replenished: sun, wind, water, biomass (wood, straw) and biogas. Electricity from renewable sources includes what the farm produces itself and what it buys with a guarantee of origin or a certified green tariff.',
  },
  service: {
    title: 'Service',
    definition:
      'Mating or artificial insemination of a sow or gilt. From service until shortly before farrowing the animals are kept in the service and gestation house.',
  },
  slattedFloor: {
    title: 'Slatted floor',
    definition:
      'A floor of concrete, plastic or metal slats with gaps through which dung and urine fall into the pit below; a fully slatted floor covers the whole pen, a partly slatted floor leaves a solid lying area. For concrete slats EU law limits the gaps to between 11 mm (piglets) and 20 mm (sows) so that the pigs’ feet are not injured.',
  },
  slurry: {
    title: 'Slurry',
    definition:
      'A liquid mixture of dung, urine and water from drinkers and cleaning, with little or no bedding, collected in pits under slatted floors or in tanks. It is the main source of ammonia and methane emissions from pig farms.',
  },
  slurryCover: {
    title: 'Cover of a slurry store',
    definition:
      'A roof, lid, tent, floating film or layer (clay pellets, chopped straw) or a natural crust on the surface of stored slurry. A cover reduces ammonia and odour emissions and keeps out rainwater, so less volume has to be stored and spread.',
  },
  sow: {
    title: 'Sow',
    definition:
      'A female pig that has had at least one litter. The sow herd is given as the average number of sows and served gilts over the year, for example the average of the counts on the first day of each month.',
  },
  spaceAllowance: {
    title: 'Space allowance',
    definition:
      'The unobstructed floor area available to each pig in a pen: the pen area divided by the number of pigs. The EU minimum for weaners and fattening pigs rises with weight, from 0.15 m² up to 10 kg to 0.65 m² at 85–110 kg and 1.0 m² above 110 kg.',
  },
  stockingDensity: {
    title: 'Stocking density',
    definition:
      'The number of animals in relation to the area available. In a pen it is the reverse of the space allowance (pigs or kg of live weight per m²); at farm level it is the number of livestock units per hectare of utilised agricultural area, which shows whether the farm has enough land for its manure.',
  },
  sustainabilityIndicator: {
    title: 'Sustainability indicator',
    definition:
      'A value calculated from one or more answers that shows how the farm performs on one aspect of sustainability, such as low-emission manure application or space per pig. In the reports, indicators are scaled from 0 to 100 and grouped into subthemes and themes of the environmental, animal welfare, economic and social forms.',
  },
  tailBiting: {
    title: 'Tail biting',
    definition:
      'A behavioural disorder in which pigs bite the tails of their pen mates, causing wounds, infections and losses. It has many causes: a lack of enrichment material, high stocking density, a poor climate in the house, feed and water problems, disease and stress.',
  },
  tailDocking: {
    title: 'Tail docking',
    definition:
      'Cutting off part of the piglets’ tails in the first days of life to reduce tail biting. EU law forbids routine docking: it is allowed only where injuries have occurred despite improvements to the housing and management.',
  },
  teethClipping: {
    title: 'Teeth clipping and grinding',
    definition:
      'Shortening the sharp corner teeth of newborn piglets by clipping or grinding, to protect the sow’s teats and the littermates from injury. As with tail docking, EU law forbids doing it routinely: it is allowed within the first seven days of life and only where such injuries have occurred.',
  },
  trailingHose: {
    title: 'Trailing hose and trailing shoe',
    definition:
      'Slurry spreaders with a boom that places slurry in narrow bands on the ground, through hoses hanging down to the soil (trailing hose) or through shoes that slide along the soil beneath the crop (trailing shoe). Both are low-emission application techniques.',
  },
  utilisedAgriculturalArea: {
    title: 'Utilised agricultural area (UAA)',
    definition:
      'The area of arable land, permanent grassland, permanent crops and kitchen gardens farmed by the holding, whether owned, rented or used under another arrangement. Forest, buildings, farmyards, roads and water are not included.',
  },
  waterUse: {
    title: 'Water use',
    definition:
      'The total amount of water used by the farm in a year for drinking, feed preparation, cleaning and cooling, in m³, best read from a water meter. A fattening pig drinks about 5–10 litres a day and a lactating sow 25–40 litres; leaking drinkers and cleaning can add much to this.',
  },
  weanedPiglet: {
    title: 'Weaned piglet (weaner)',
    definition:
      'A piglet that has been separated from the sow and eats only solid feed. Weaners are kept in the nursery from weaning, at about 6–8 kg, until they move to fattening at about 25–30 kg.',
  },
  weaning: {
    title: 'Weaning',
    definition:
      'Separating the piglets from the sow, which ends the suckling period. In the EU piglets may not be weaned before 28 days of age, or 21 days if they are moved into specialised housing that has been emptied and cleaned.',
  },
};
