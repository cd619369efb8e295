// Demo product catalogue for the Firestore seed (collection `products/{id}`).
// Self-contained: no imports, no file reads. Every exported object carries every field.
// Images live in web/public/catalog/*.svg; shop domains are made up (*.example).

// US labels by EU clothing size, copied from the `eu` and `us` columns of
// /work/shared/data/sizes/kids_clothing_sizes.csv (empty cell -> null).
const US_CLOTHING = {
  50: 'NB', 56: 'NB', 62: '3M', 68: '6M', 74: '9M', 80: '12M', 86: '18M', 92: '2T',
  98: '3T', 104: '4T', 110: '5', 116: '6', 122: '6X', 128: '7', 134: '8', 140: '10',
  146: '12', 152: '14', 158: '16', 164: '18', 170: null, 176: null,
};

// US labels by EU shoe size, copied from the `eu` and `us` columns of
// /work/shared/data/sizes/kids_shoe_sizes.csv (16..39 only; the catalogue sells no larger shoes).
const US_SHOES = {
  16: '1C', 17: '2C', 18: '2.5C', 19: '3.5C', 20: '4C', 21: '5C', 22: '6C', 23: '6.5C',
  24: '7.5C', 25: '8C', 26: '9C', 27: '10C', 28: '10.5C', 29: '11.5C', 30: '12C', 31: '13C',
  32: '13.5C', 33: '1.5Y', 34: '2.5Y', 35: '3Y', 36: '4Y', 37: '4.5Y', 38: '5.5Y', 39: '6Y',
};

const ALL = ['spring', 'summer', 'autumn', 'winter'];
const COLD = ['autumn', 'winter'];
const WINTER = ['winter'];
const RAIN = ['spring', 'autumn'];
const WARM = ['spring', 'summer'];
const SUMMER = ['summer'];
const MILD = ['spring', 'summer', 'autumn'];
const COOL = ['spring', 'autumn', 'winter'];

// Made-up affiliate shops, one per market.
const SHOPS = {
  global: 'shop.sproutkids.example',
  SE: 'shop.nordkids.example',
  NO: 'www.fjellbarn.example',
  DK: 'www.lillehygge.example',
  FI: 'kauppa.lumilapsi.example',
  FR: 'boutique.petitpas.example',
  GB: 'www.littlewellies.example',
  DE: 'shop.kinderzeit.example',
  IT: 'negozio.bimbosole.example',
  ES: 'tienda.pequeplaya.example',
  NL: 'winkel.regenpret.example',
  PL: 'sklep.maluch.example',
  US: 'www.tinytrail.example',
  CA: 'shop.maplekids.example',
  JP: 'store.kodomo.example',
  AU: 'www.sunnykids.example',
  SG: 'shop.lionkids.example',
  SA: 'shop.sahara-kids.example',
};

const rows = [];
/** Adds one product; derives title prefix, US sizes, image path and affiliate link. */
const add = (id, country, seasons, category, subcategory, item, genderType, minSize, maxSize, title, image, priceEur, active = true) =>
  rows.push({ id, country, seasons, category, subcategory, item, genderType, minSize, maxSize, title, image, priceEur, active });

// ---------------------------------------------------------------- clothes
// Base Layers
add('organic-short-sleeve-bodysuit-3pack', 'global', ALL, 'clothes', 'Base Layers', 'Bodysuits', 'unisex', 50, 74, 'Organic cotton short-sleeve bodysuit 3-pack', 'bodysuit', 19.95);
add('wrap-long-sleeve-bodysuit-2pack', 'SE', ALL, 'clothes', 'Base Layers', 'Bodysuits', 'unisex', 56, 80, 'Long-sleeve wrap bodysuit 2-pack', 'bodysuit', 17.95);
add('striped-organic-tee', 'global', MILD, 'clothes', 'Base Layers', 'T-shirts', 'unisex', 92, 128, 'Striped organic cotton T-shirt', 't-shirt', 9.95);
add('dinosaur-print-tee', 'US', WARM, 'clothes', 'Base Layers', 'T-shirts', 'male', 104, 140, 'Dinosaur print crew-neck T-shirt', 't-shirt', 12.49);
add('flutter-sleeve-floral-tee', 'FR', WARM, 'clothes', 'Base Layers', 'T-shirts', 'female', 98, 134, 'Flutter-sleeve floral T-shirt', 't-shirt', 14.9);
add('graphic-skate-tee', 'GB', WARM, 'clothes', 'Base Layers', 'T-shirts', 'male', 140, 170, 'Graphic skate T-shirt', 't-shirt', 15.99);
add('ribbed-long-sleeve-top', 'DK', ALL, 'clothes', 'Base Layers', 'Long-sleeve tops', 'female', 80, 110, 'Ribbed organic long-sleeve top', 't-shirt', 16.95);
add('merino-base-layer-set', 'NO', COLD, 'clothes', 'Base Layers', 'Thermal underwear', 'unisex', 86, 122, 'Merino wool base layer set', 'leggings', 44.95);
add('ruffle-uv-swimsuit', 'AU', SUMMER, 'clothes', 'Base Layers', 'Swimwear', 'female', 92, 128, 'Ruffle swimsuit with UPF 50+ protection', 'swimsuit', 24.95);
add('mesh-lined-swim-shorts', 'ES', SUMMER, 'clothes', 'Base Layers', 'Swimwear', 'male', 104, 140, 'Swim shorts with mesh lining', 'shorts', 16.95);
add('long-sleeve-uv-swimsuit', 'SG', SUMMER, 'clothes', 'Base Layers', 'Swimwear', 'unisex', 74, 104, 'Long-sleeve UV sunsuit with zip', 'swimsuit', 27.5);
add('sporty-bikini-set', 'IT', SUMMER, 'clothes', 'Base Layers', 'Swimwear', 'female', 134, 164, 'Sporty two-piece bikini set', 'swimsuit', 22.9, false);
// Mid Layers
add('zip-up-cotton-hoodie', 'global', COOL, 'clothes', 'Mid Layers', 'Hoodies', 'unisex', 98, 134, 'Zip-up cotton hoodie', 'hoodie', 24.95);
add('oversized-pullover-hoodie', 'US', COOL, 'clothes', 'Mid Layers', 'Hoodies', 'male', 140, 176, 'Oversized pullover hoodie', 'hoodie', 29.99);
add('rainbow-crew-sweatshirt', 'GB', COOL, 'clothes', 'Mid Layers', 'Sweatshirts', 'female', 92, 122, 'Rainbow crew-neck sweatshirt', 'hoodie', 19.99);
add('recycled-fleece-jacket', 'SE', COOL, 'clothes', 'Mid Layers', 'Fleece jackets', 'unisex', 92, 128, 'Recycled polyester fleece jacket', 'fleece', 34.95);
add('half-zip-teddy-fleece', 'DE', COLD, 'clothes', 'Mid Layers', 'Fleece jackets', 'female', 110, 146, 'Half-zip teddy fleece pullover', 'fleece', 29.95);
add('knitted-cotton-cardigan', 'DK', RAIN, 'clothes', 'Mid Layers', 'Cardigans', 'female', 62, 92, 'Knitted cotton cardigan with wooden buttons', 'fleece', 27.95);
add('merino-wool-jumper', 'NO', COLD, 'clothes', 'Mid Layers', 'Knitwear', 'male', 104, 140, 'Merino wool crew-neck jumper', 'hoodie', 49.95);
// Outerwear
add('padded-puffer-jacket-hood', 'global', COLD, 'clothes', 'Outerwear', 'Winter jackets', 'unisex', 86, 122, 'Padded puffer jacket with hood', 'winter-jacket', 59.95);
add('long-parka-faux-fur', 'DE', WINTER, 'clothes', 'Outerwear', 'Winter jackets', 'female', 128, 164, 'Long parka with faux-fur trim', 'winter-jacket', 89.95);
add('waterproof-ski-jacket', 'FI', WINTER, 'clothes', 'Outerwear', 'Winter jackets', 'male', 116, 152, 'Waterproof insulated ski jacket', 'winter-jacket', 98.95);
add('padded-one-piece-snowsuit', 'SE', WINTER, 'clothes', 'Outerwear', 'Snowsuits', 'unisex', 74, 98, 'Padded one-piece snowsuit', 'snowsuit', 79.95);
add('fleece-lined-pram-suit', 'FI', COLD, 'clothes', 'Outerwear', 'Snowsuits', 'unisex', 56, 80, 'Fleece-lined baby pram suit', 'snowsuit', 64.9);
add('insulated-bib-snow-pants', 'CA', WINTER, 'clothes', 'Outerwear', 'Snow pants', 'unisex', 92, 128, 'Insulated bib snow pants', 'snowsuit', 54.99, false);
add('packable-rain-jacket', 'GB', RAIN, 'clothes', 'Outerwear', 'Rain jackets', 'unisex', 98, 134, 'Lightweight packable rain jacket', 'rain-jacket', 31.95);
add('reflective-shell-rain-jacket', 'NL', RAIN, 'clothes', 'Outerwear', 'Rain jackets', 'male', 122, 158, 'Reflective shell rain jacket', 'rain-jacket', 44.95);
add('fleece-lined-softshell', 'SE', RAIN, 'clothes', 'Outerwear', 'Softshell jackets', 'female', 92, 128, 'Fleece-lined softshell jacket', 'rain-jacket', 39.95);
add('quilted-transition-jacket', 'JP', RAIN, 'clothes', 'Outerwear', 'Light jackets', 'female', 104, 140, 'Quilted lightweight transition jacket', 'winter-jacket', 42.5);
// Bottoms
add('slim-fit-stretch-jeans', 'global', COOL, 'clothes', 'Bottoms', 'Jeans', 'male', 110, 146, 'Slim-fit stretch jeans', 'jeans', 24.95);
add('wide-leg-denim-jeans', 'FR', COOL, 'clothes', 'Bottoms', 'Jeans', 'female', 128, 164, 'Wide-leg high-rise jeans', 'jeans', 29.9);
add('pull-on-baby-denim', 'global', ALL, 'clothes', 'Bottoms', 'Jeans', 'unisex', 68, 92, 'Pull-on baby denim with elastic waist', 'jeans', 17.95);
add('organic-leggings-2pack', 'global', ALL, 'clothes', 'Bottoms', 'Leggings', 'female', 86, 122, 'Organic cotton leggings 2-pack', 'leggings', 14.95);
add('brushed-warm-leggings', 'PL', COLD, 'clothes', 'Bottoms', 'Leggings', 'female', 104, 134, 'Brushed thermal leggings', 'leggings', 12.99);
add('cotton-cargo-shorts', 'US', SUMMER, 'clothes', 'Bottoms', 'Shorts', 'male', 110, 146, 'Cotton twill cargo shorts', 'shorts', 16.99);
add('linen-pull-on-shorts', 'ES', SUMMER, 'clothes', 'Bottoms', 'Shorts', 'unisex', 80, 110, 'Linen-blend pull-on shorts', 'shorts', 13.95);
add('cuffed-jogger-sweatpants', 'global', COOL, 'clothes', 'Bottoms', 'Sweatpants', 'unisex', 104, 140, 'Cuffed jogger sweatpants', 'jeans', 17.95);
add('tiered-cotton-skirt', 'IT', WARM, 'clothes', 'Bottoms', 'Skirts', 'female', 98, 128, 'Tiered cotton skirt', 'skirt', 19.9);
add('slim-chino-trousers', 'DE', RAIN, 'clothes', 'Bottoms', 'Chinos', 'male', 122, 158, 'Slim chino trousers', 'jeans', 27.95);
// Dresswear
add('floral-summer-dress', 'global', WARM, 'clothes', 'Dresswear', 'Dresses', 'female', 92, 128, 'Floral cotton summer dress', 'dress', 22.95);
add('tulle-party-dress', 'IT', ALL, 'clothes', 'Dresswear', 'Dresses', 'female', 104, 140, 'Tulle party dress with sequin bodice', 'dress', 39.9);
add('long-sleeve-jersey-dress', 'GB', COLD, 'clothes', 'Dresswear', 'Dresses', 'female', 74, 104, 'Long-sleeve jersey dress', 'dress', 17.95);
add('oxford-button-down-shirt', 'US', ALL, 'clothes', 'Dresswear', 'Shirts', 'male', 122, 158, 'Oxford button-down shirt', 't-shirt', 24.99);
// Sleepwear
add('two-piece-cotton-pajamas', 'global', ALL, 'clothes', 'Sleepwear', 'Pajamas', 'unisex', 92, 128, 'Two-piece cotton pajama set', 'pajamas', 19.95);
add('footed-zip-sleepsuit', 'global', COLD, 'clothes', 'Sleepwear', 'Pajamas', 'unisex', 50, 74, 'Footed sleepsuit with two-way zip', 'pajamas', 16.95);
add('short-summer-pajamas', 'AU', SUMMER, 'clothes', 'Sleepwear', 'Pajamas', 'female', 110, 146, 'Short-sleeve summer pajama set', 'pajamas', 21.95);
add('flannel-pajama-set', 'CA', COLD, 'clothes', 'Sleepwear', 'Pajamas', 'male', 128, 164, 'Brushed flannel pajama set', 'pajamas', 29.99, false);
add('baby-sleeping-bag-2-5-tog', 'SE', COLD, 'clothes', 'Sleepwear', 'Sleeping bags', 'unisex', 62, 86, 'Baby sleeping bag 2.5 tog', 'pajamas', 39.95);
// Accessories (clothing)
add('merino-rib-beanie', 'global', COLD, 'clothes', 'Accessories', 'Hats & Beanies', 'unisex', 80, 110, 'Merino rib beanie with pompom', 'beanie', 14.95);
add('wide-brim-sun-hat', 'global', WARM, 'clothes', 'Accessories', 'Hats & Beanies', 'unisex', 86, 122, 'Wide-brim UPF 50+ sun hat', 'sun-hat', 12.95);
add('merino-balaclava', 'NO', WINTER, 'clothes', 'Accessories', 'Hats & Beanies', 'unisex', 86, 122, 'Merino wool balaclava', 'beanie', 19.95);
add('waterproof-thermal-mittens', 'FI', WINTER, 'clothes', 'Accessories', 'Mittens', 'unisex', 92, 128, 'Waterproof thermal mittens', 'mittens-set', 21.9);

// ---------------------------------------------------------------- shoes
add('soft-sole-first-walkers', 'global', ALL, 'shoes', 'Everyday Shoes', 'First shoes', 'unisex', 16, 20, 'Soft-sole leather first walkers', 'sneakers', 34.95);
add('velcro-canvas-sneakers', 'global', MILD, 'shoes', 'Everyday Shoes', 'Sneakers', 'unisex', 20, 25, 'Velcro canvas sneakers', 'sneakers', 24.95);
add('light-up-sneakers', 'US', MILD, 'shoes', 'Everyday Shoes', 'Sneakers', 'male', 27, 32, 'Light-up sneakers with hook-and-loop strap', 'sneakers', 39.99);
add('glitter-low-top-sneakers', 'FR', WARM, 'shoes', 'Everyday Shoes', 'Sneakers', 'female', 24, 29, 'Glitter low-top sneakers', 'sneakers', 32.9);
add('leather-high-top-sneakers', 'DE', RAIN, 'shoes', 'Everyday Shoes', 'Sneakers', 'unisex', 33, 38, 'Leather high-top sneakers', 'sneakers', 59.95);
add('classic-rubber-boots', 'SE', RAIN, 'shoes', 'Outdoor Shoes', 'Rubber boots', 'unisex', 20, 25, 'Classic natural rubber boots', 'rubber-boots', 29.95);
add('wool-lined-rubber-boots', 'NO', COLD, 'shoes', 'Outdoor Shoes', 'Rubber boots', 'unisex', 24, 29, 'Wool-lined rubber boots', 'rubber-boots', 44.95);
add('printed-wellies', 'GB', RAIN, 'shoes', 'Outdoor Shoes', 'Rubber boots', 'female', 26, 31, 'Floral printed wellies', 'rubber-boots', 21.95);
add('insulated-winter-boots', 'global', WINTER, 'shoes', 'Outdoor Shoes', 'Winter boots', 'unisex', 22, 27, 'Waterproof insulated winter boots', 'winter-boots', 64.95);
add('velcro-snow-boots', 'FI', WINTER, 'shoes', 'Outdoor Shoes', 'Winter boots', 'male', 28, 33, 'Snow boots with velcro strap', 'winter-boots', 69.9);
add('faux-fur-winter-boots', 'DK', COLD, 'shoes', 'Outdoor Shoes', 'Winter boots', 'female', 30, 35, 'Faux-fur lined winter boots', 'winter-boots', 74.95, false);
add('waterproof-hiking-shoes', 'CA', MILD, 'shoes', 'Outdoor Shoes', 'Hiking shoes', 'male', 32, 37, 'Waterproof hiking shoes', 'sneakers', 74.99);
add('closed-toe-sport-sandals', 'global', SUMMER, 'shoes', 'Sandals', 'Sandals', 'unisex', 22, 27, 'Closed-toe sport sandals', 'sandals', 34.95);
add('leather-strap-sandals', 'IT', SUMMER, 'shoes', 'Sandals', 'Sandals', 'female', 28, 33, 'Leather strap sandals', 'sandals', 39.9);
add('adjustable-beach-sandals', 'SG', SUMMER, 'shoes', 'Sandals', 'Sandals', 'male', 31, 36, 'Adjustable quick-dry beach sandals', 'sandals', 19.9);
add('wool-felt-slippers', 'global', COLD, 'shoes', 'Indoor Shoes & Slippers', 'Slippers', 'unisex', 18, 23, 'Wool felt slippers', 'slippers', 24.95);
add('non-slip-leather-house-shoes', 'DE', ALL, 'shoes', 'Indoor Shoes & Slippers', 'Slippers', 'unisex', 24, 29, 'Non-slip leather house shoes', 'slippers', 27.95);
add('animal-face-slippers', 'JP', COLD, 'shoes', 'Indoor Shoes & Slippers', 'Slippers', 'female', 26, 31, 'Animal face plush slippers', 'slippers', 18.5);
add('indoor-sports-shoes', 'SE', ALL, 'shoes', 'Sports Shoes', 'Indoor sports shoes', 'unisex', 30, 35, 'Non-marking indoor sports shoes', 'sneakers', 44.95);
add('firm-ground-football-boots', 'GB', MILD, 'shoes', 'Sports Shoes', 'Football boots', 'male', 33, 38, 'Firm-ground football boots', 'sneakers', 44.95);
add('lightweight-running-shoes', 'global', MILD, 'shoes', 'Sports Shoes', 'Running shoes', 'female', 34, 39, 'Lightweight mesh running shoes', 'sneakers', 54.95);

// ---------------------------------------------------------------- accessories (sets, EU clothing sizes)
add('rain-jacket-dungarees-set', 'SE', RAIN, 'accessories', 'Bundles & Sets', 'Rain set', 'unisex', 80, 110, 'Rain jacket and dungarees set', 'rain-set', 39.95);
add('recycled-pu-rain-set', 'global', RAIN, 'accessories', 'Bundles & Sets', 'Rain set', 'unisex', 110, 140, 'Recycled PU rain set', 'rain-set', 44.95);
add('fleece-lined-rain-set', 'NL', RAIN, 'accessories', 'Bundles & Sets', 'Rain set', 'unisex', 86, 116, 'Fleece-lined rain set', 'rain-set', 54.95);
add('winter-hat-mittens-set', 'global', WINTER, 'accessories', 'Bundles & Sets', 'Winter set', 'unisex', 92, 122, 'Winter hat and mittens set', 'mittens-set', 24.95);
add('beanie-scarf-gloves-set', 'US', COLD, 'accessories', 'Bundles & Sets', 'Winter set', 'male', 128, 158, 'Beanie, scarf and gloves set', 'mittens-set', 27.99);
add('sun-hat-uv-shirt-set', 'AU', SUMMER, 'accessories', 'Bundles & Sets', 'Sun set', 'unisex', 74, 104, 'Sun hat and UV shirt set', 'uv-set', 32.95);
add('uv-swim-shirt-hat-set', 'US', WARM, 'accessories', 'Bundles & Sets', 'Sun set', 'female', 104, 134, 'UV swim shirt and bucket hat set', 'uv-set', 29.99);
add('newborn-gift-set', 'global', ALL, 'accessories', 'Bundles & Sets', 'Newborn set', 'unisex', 50, 62, 'Newborn gift set with hat and scratch mittens', 'bodysuit', 29.95, false);
add('tee-and-shorts-set', 'ES', SUMMER, 'accessories', 'Bundles & Sets', 'Outfit set', 'male', 92, 122, 'T-shirt and shorts set', 't-shirt', 19.95);

/** Deterministic timestamps spread over 2026-01 .. 2026-11. */
const createdAtFor = (i, n) => {
  const month = 1 + Math.floor((i * 11) / n);
  const day = 1 + ((i * 7) % 28);
  const hour = 8 + ((i * 5) % 11);
  const minute = (i * 17) % 60;
  const pad = (v) => String(v).padStart(2, '0');
  return `2026-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00.000Z`;
};

const usLabel = (category, eu) => {
  const table = category === 'shoes' ? US_SHOES : US_CLOTHING;
  return table[eu] ?? null;
};

export const products = rows.map((r, i) => ({
  id: r.id,
  country: r.country,
  seasons: [...r.seasons],
  category: r.category,
  subcategory: r.subcategory,
  item: r.item,
  genderType: r.genderType,
  minSize: r.minSize,
  maxSize: r.maxSize,
  usMinSize: usLabel(r.category, r.minSize),
  usMaxSize: usLabel(r.category, r.maxSize),
  title: `${r.item} - ${r.title}`,
  imageUrl: `/catalog/${r.image}.svg`,
  affiliateUrl: `https://${SHOPS[r.country]}/p/${r.id}?aff=sprout`,
  priceEur: r.priceEur,
  active: r.active,
  createdAt: createdAtFor(i, rows.length),
}));
