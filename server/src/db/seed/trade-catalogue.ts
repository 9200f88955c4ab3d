/**
 * The trades a tradesperson can pick and their child categories, in catalogue (and id) order.
 * Append new trades and categories at the end of their list so existing ids never move; a
 * slug is the row's identity, so renaming a trade means keeping its slug.
 *
 * `demand` is the trade's relative share of homeowner jobs in the demo job seed: builders,
 * plumbers and electricians get the most requests on UK marketplaces, loft conversions and damp
 * proofing few. Categories are listed commonest first and the seed weights them that way.
 */
export interface CatalogueTrade {
  name: string;
  /** kebab-case of the name; repos rely on `electrician`, `heating-engineer` and `gas-engineer`. */
  slug: string;
  demand: number;
  categories: readonly string[];
}

export const TRADE_CATALOGUE: readonly CatalogueTrade[] = [
  {
    name: 'Builder',
    slug: 'builder',
    demand: 10,
    categories: [
      'Extensions', 'House Renovation', 'Garage Conversion', 'Structural Alterations', 'Wall Removal',
      'Porch Building', 'Garden Rooms', 'New Build',
    ],
  },
  {
    name: 'Electrician',
    slug: 'electrician',
    demand: 9,
    categories: [
      'Sockets & Switches', 'Lighting Installation', 'Electrical Fault Finding', 'Rewiring',
      'Fuse Box Replacement', 'Electrical Inspection (EICR)', 'EV Charger Installation', 'Outdoor Lighting',
      'Smoke Alarm Installation',
    ],
  },
  {
    name: 'Plumber',
    slug: 'plumber',
    demand: 9,
    categories: [
      'Leak Repair', 'Blocked Toilet & Sink', 'Tap Replacement', 'Shower Installation', 'Pipework',
      'Appliance Plumbing', 'Water Tank Replacement', 'Outdoor Tap Installation',
    ],
  },
  {
    name: 'Heating Engineer',
    slug: 'heating-engineer',
    demand: 5,
    categories: [
      'Boiler Repair', 'Boiler Installation', 'Boiler Servicing', 'Central Heating', 'Radiator Installation',
      'Power Flushing', 'Underfloor Heating', 'Heat Pump Installation',
    ],
  },
  {
    name: 'Roofer',
    slug: 'roofer',
    demand: 7,
    categories: [
      'Roof Repair', 'Guttering', 'Fascias & Soffits', 'Flat Roofing', 'Roof Tile Replacement',
      'Chimney Repair', 'New Roof', 'Lead Work',
    ],
  },
  {
    name: 'Carpenter & Joiner',
    slug: 'carpenter-joiner',
    demand: 6,
    categories: [
      'Internal Doors', 'Fitted Wardrobes', 'Skirting & Architrave', 'Bespoke Shelving', 'Decking',
      'Staircases', 'Sash Window Repair', 'Timber Framing',
    ],
  },
  {
    name: 'Painter & Decorator',
    slug: 'painter-decorator',
    demand: 8,
    categories: [
      'Interior Painting', 'Exterior Painting', 'Wallpapering', 'Woodwork Painting', 'Wallpaper Removal',
      'Spray Painting', 'Commercial Decorating',
    ],
  },
  {
    name: 'Plasterer',
    slug: 'plasterer',
    demand: 5,
    categories: [
      'Skimming', 'Full Replastering', 'Ceiling Plastering', 'Patch Repairs', 'Rendering', 'Artex Removal',
      'Dry Lining', 'Coving Installation',
    ],
  },
  {
    name: 'Tiler',
    slug: 'tiler',
    demand: 4,
    categories: ['Bathroom Tiling', 'Floor Tiling', 'Wall Tiling', 'Kitchen Splashbacks', 'Tile Repair', 'Regrouting'],
  },
  {
    name: 'Landscape Gardener',
    slug: 'landscape-gardener',
    demand: 5,
    categories: [
      'Garden Clearance', 'Garden Maintenance', 'Turfing', 'Hedge Trimming', 'Artificial Grass',
      'Garden Design', 'Planting', 'Lawn Care',
    ],
  },
  {
    name: 'Locksmith',
    slug: 'locksmith',
    demand: 2,
    categories: [
      'Emergency Lockout', 'Lock Replacement', 'uPVC Door Lock Repair', 'Security Upgrades', 'Safe Opening',
      'Key Cutting',
    ],
  },
  {
    name: 'Kitchen Fitter',
    slug: 'kitchen-fitter',
    demand: 3,
    categories: [
      'Full Kitchen Installation', 'Worktop Fitting', 'Kitchen Door Replacement', 'Kitchen Unit Replacement',
      'Appliance Installation', 'Kitchen Sink Replacement',
    ],
  },
  {
    name: 'Bathroom Fitter',
    slug: 'bathroom-fitter',
    demand: 4,
    categories: [
      'Full Bathroom Installation', 'Shower Room', 'Walk-in Shower', 'Bath Replacement',
      'Toilet Installation', 'Wet Room', 'Accessible Bathroom',
    ],
  },
  {
    name: 'Bricklayer',
    slug: 'bricklayer',
    demand: 4,
    categories: [
      'Brickwork', 'Garden Walls', 'Repointing', 'Brick Repairs', 'Blockwork', 'Retaining Walls',
      'Chimney Rebuilding',
    ],
  },
  {
    name: 'Window & Door Fitter',
    slug: 'window-door-fitter',
    demand: 3,
    categories: [
      'uPVC Windows', 'Double Glazing Repair', 'Composite Doors', 'French & Patio Doors', 'Bifold Doors',
      'Sash Windows', 'Conservatories',
    ],
  },
  {
    name: 'Flooring Fitter',
    slug: 'flooring-fitter',
    demand: 3,
    categories: [
      'Laminate Flooring', 'Carpet Fitting', 'Vinyl & LVT Flooring', 'Engineered Wood Flooring',
      'Solid Wood Flooring', 'Floor Sanding',
    ],
  },
  {
    name: 'Handyman',
    slug: 'handyman',
    demand: 8,
    categories: [
      'Odd Jobs', 'Furniture Assembly', 'TV Wall Mounting', 'Shelf & Picture Hanging',
      'Curtain & Blind Fitting', 'Door Hanging', 'Gutter Cleaning',
    ],
  },
  {
    name: 'Driveways & Patios',
    slug: 'driveways-patios',
    demand: 3,
    categories: [
      'Block Paving', 'Patio Installation', 'Resin Driveway', 'Tarmac Driveway', 'Gravel Driveway',
      'Dropped Kerbs', 'Driveway Cleaning',
    ],
  },
  {
    name: 'Fencing',
    slug: 'fencing',
    demand: 3,
    categories: [
      'Fence Installation', 'Fence Repair', 'Fence Panel Replacement', 'Gates', 'Closeboard Fencing',
      'Trellis',
    ],
  },
  {
    name: 'Damp Proofing',
    slug: 'damp-proofing',
    demand: 1,
    categories: [
      'Damp Survey', 'Damp Proof Course', 'Condensation Control', 'Basement Tanking', 'Woodworm Treatment',
      'Dry Rot Treatment',
    ],
  },
  {
    name: 'Drainage',
    slug: 'drainage',
    demand: 2,
    categories: [
      'Blocked Drains', 'Drain Repair', 'CCTV Drain Survey', 'Drain Jetting', 'Soakaways',
      'Septic Tank Services',
    ],
  },
  {
    name: 'Tree Surgeon',
    slug: 'tree-surgeon',
    demand: 2,
    categories: ['Tree Pruning', 'Tree Felling', 'Stump Grinding', 'Crown Reduction', 'Hedge Removal', 'Tree Surveys'],
  },
  {
    name: 'Loft Conversion',
    slug: 'loft-conversion',
    demand: 1,
    categories: [
      'Dormer Loft Conversion', 'Velux Loft Conversion', 'Hip to Gable Conversion', 'Mansard Loft Conversion',
      'Loft Boarding', 'Loft Ladders',
    ],
  },
  {
    name: 'Gas Engineer',
    slug: 'gas-engineer',
    demand: 4,
    categories: [
      'Gas Safety Certificate', 'Gas Cooker Installation', 'Gas Hob Installation', 'Gas Fire Installation',
      'Gas Leak Repair', 'Gas Pipework',
    ],
  },
  {
    name: 'Cleaner',
    slug: 'cleaner',
    demand: 3,
    categories: [
      'Domestic Cleaning', 'End of Tenancy Cleaning', 'Carpet Cleaning', 'Oven Cleaning', 'Window Cleaning',
      'After Builders Cleaning', 'Pressure Washing',
    ],
  },
  {
    name: 'Architect',
    slug: 'architect',
    demand: 1,
    categories: [
      'Planning Applications', 'Extension Design', 'Building Regulations Drawings', 'Architectural Drawings',
      'Listed Building Consent',
    ],
  },
  {
    name: 'Scaffolder',
    slug: 'scaffolder',
    demand: 1,
    categories: ['Scaffolding Hire', 'Roof Scaffolding', 'Chimney Scaffolding', 'Temporary Roofs', 'Edge Protection'],
  },
  {
    name: 'Stonemason',
    slug: 'stonemason',
    demand: 0.5,
    categories: ['Stone Walls', 'Dry Stone Walling', 'Stone Restoration', 'Stone Cleaning', 'Stone Fireplaces'],
  },
  {
    name: 'Insulation',
    slug: 'insulation',
    demand: 1,
    categories: [
      'Loft Insulation', 'Cavity Wall Insulation', 'External Wall Insulation', 'Internal Wall Insulation',
      'Underfloor Insulation', 'Spray Foam Removal',
    ],
  },
  {
    name: 'Solar Panel Installer',
    slug: 'solar-panel-installer',
    demand: 1,
    categories: ['Solar Panel Installation', 'Solar Battery Storage', 'Solar Panel Repair', 'Solar Panel Cleaning'],
  },
];
