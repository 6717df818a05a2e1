// The shape of the glossary and instruction content (runtime/fill/help/locales/<language>/fillHelp.json).
// The English file is checked against these when tests/runtime/fill/help/helpContent.test.ts is type
// checked; that test and the translation-coverage test hold every other language to English.

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
