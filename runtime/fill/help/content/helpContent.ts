// The shape of the glossary and instruction content. Every language is typed against these, so a
// term, rule or question missing in one language (or added to one only) is a compile error.

/** The glossary's terms by a stable key; the dialog sorts them by their translated titles. */
export type GlossaryTermKey =
  | 'advisoryServices'
  | 'africanSwineFever'
  | 'airScrubber'
  | 'ammoniaEmissions'
  | 'animalWelfare'
  | 'animalWelfareIndicators'
  | 'antimicrobialUse'
  | 'averageDailyGain'
  | 'biogasPlant'
  | 'biosecurity'
  | 'castration'
  | 'crudeProtein'
  | 'debtToAssetsRatio'
  | 'deepLitter'
  | 'enrichmentMaterial'
  | 'farmIncome'
  | 'farrowToFinish'
  | 'farrowing'
  | 'farrowingCrate'
  | 'fatteningPig'
  | 'fatteningPlace'
  | 'feedConversionRatio'
  | 'fertilisationPlan'
  | 'gilt'
  | 'greenhouseGases'
  | 'groupHousing'
  | 'groupTreatment'
  | 'herdHealthPlan'
  | 'immunocastration'
  | 'labourInput'
  | 'leanMeatPercentage'
  | 'littersPerSow'
  | 'livestockUnit'
  | 'lowEmissionApplication'
  | 'manure'
  | 'manureStorage'
  | 'mortality'
  | 'natura2000'
  | 'nitrateVulnerableZone'
  | 'nitrogenBalance'
  | 'odourNuisance'
  | 'phytase'
  | 'pigletsWeanedPerSow'
  | 'referenceYear'
  | 'renewableEnergy'
  | 'service'
  | 'slattedFloor'
  | 'slurry'
  | 'slurryCover'
  | 'sow'
  | 'spaceAllowance'
  | 'stockingDensity'
  | 'sustainabilityIndicator'
  | 'tailBiting'
  | 'tailDocking'
  | 'teethClipping'
  | 'trailingHose'
  | 'utilisedAgriculturalArea'
  | 'waterUse'
  | 'weanedPiglet'
  | 'weaning';

export interface GlossaryTerm {
  readonly title: string;
  /** One to three sentences. */
  readonly definition: string;
}

export type GlossaryContent = { readonly [Key in GlossaryTermKey]: GlossaryTerm };

export interface QuestionAndAnswer {
  readonly question: string;
  readonly answer: string;
}

/** A fixed-length list: the specification asks for exactly 9 rules and 11 questions in every language. */
type Tuple<Item, Length extends number, Items extends readonly Item[] = []> = Items['length'] extends Length
  ? Items
  : Tuple<Item, Length, readonly [...Items, Item]>;

export interface InstructionContent {
  readonly rules: Tuple<string, 9>;
  readonly questions: Tuple<QuestionAndAnswer, 11>;
}
