/**
 * Feline DNA tests: `kind|name|gene|inheritance|sub-category|breeds|what it means`, as dog-tests.ts.
 * Product ids follow the line order (1401, 1402, …): append new tests at the end, never reorder.
 */
export const CAT_TESTS = `
d|Polycystic Kidney Disease (PKD)|PKD1|AD|7|Persian,Exotic Shorthair,Exotic Longhair,Himalayan,British Shorthair,British Longhair,Scottish Fold,Scottish Straight,Burmilla,Chartreux,Selkirk Rex,Ragdoll,American Shorthair,Persian Chinchilla|Cysts grow in both kidneys from birth and lead to kidney failure, usually at 7–10 years. One copy is enough.
d|Hypertrophic Cardiomyopathy (HCM – Maine Coon)|MYBPC3|ADIP|8|Maine Coon|The heart muscle thickens: heart failure, blood clots or sudden death. Two copies carry the highest risk; scan the heart regularly.
d|Hypertrophic Cardiomyopathy (HCM – Ragdoll)|MYBPC3|ADIP|8|Ragdoll,Ragamuffin|The Ragdoll variant of HCM; cats with two copies often develop it young.
d|Hypertrophic Cardiomyopathy (HCM – Sphynx)|ALMS1|ADIP|8|Sphynx,Donskoy,Peterbald|A risk variant for HCM in Sphynx cats; pair with heart scans.
d|Pyruvate Kinase Deficiency (PK Def)|PKLR|AR|5|Abyssinian,Somali,Bengal,Egyptian Mau,LaPerm,Maine Coon,Norwegian Forest Cat,Savannah,Siberian,Singapura,Domestic Shorthair|Red cells die early: intermittent anaemia, lethargy and an enlarged spleen.
d|GM1 Gangliosidosis|GLB1|AR|4|Korat,Siamese,Balinese|A fatal storage disease with head tremor and unsteady gait from a few months.
d|GM2 Gangliosidosis (Burmese)|HEXB|AR|4|Burmese,Burmese (American type)|Fatal storage disease of the nervous system in kittens.
d|GM2 Gangliosidosis (Korat)|HEXB|AR|4|Korat|Tremor and loss of coordination in young Korats.
d|GM2 Activator Deficiency|GM2A|AR|4|Domestic Shorthair|Progressive nervous system disease of young cats.
d|Spinal Muscular Atrophy (SMA)|LIX1|AR|1|Maine Coon|Loss of the nerve cells that drive the muscles: hind-leg weakness from about 4 months; cats live comfortably indoors.
d|Progressive Retinal Atrophy (rdAc-PRA)|CEP290|AR|2|Abyssinian,Somali,Siamese,Oriental Shorthair,Oriental Longhair,Balinese,Javanese,Cornish Rex,Ocicat,Tonkinese,Peterbald,Colorpoint Shorthair,Thai,Singapura,American Curl,Munchkin|Late-onset blindness from about 2 years, complete by 3–5 years.
d|Progressive Retinal Atrophy (Rdy-PRA)|CRX|AD|2|Abyssinian,Somali|Early, rapid retinal degeneration; one copy is enough.
d|Progressive Retinal Atrophy (pd-PRA)|AIPL1|AR|2|Persian,Exotic Shorthair,Himalayan|Kittens go blind within weeks of opening their eyes.
d|Progressive Retinal Atrophy (PRA-b)|KIF3B|AR|2|Bengal|Bengal PRA: blindness within the first year.
d|Hypokalaemic Polymyopathy|WNK4|AR|1|Burmese,Burmese (American type),Tonkinese,Burmilla,Bombay,Singapura,Cornish Rex,Sphynx,Devon Rex,Australian Mist,Asian|Low blood potassium causes episodes of muscle weakness; a head held low is typical. Treatable with potassium.
d|Burmese Head Defect (Craniofacial Defect)|ALX1|AR|1|Burmese,Burmese (American type)|Kittens with two copies have a severe facial malformation and do not survive; carriers are healthy.
d|Osteochondrodysplasia (Scottish Fold)|TRPV4|AD|1|Scottish Fold,Scottish Straight,Highlander|The fold variant also affects cartilage: painful joints and bone changes, severe with two copies.
d|Congenital Myasthenic Syndrome (CMS)|COLQ|AR|1|Devon Rex,Sphynx|Weakness, head and neck held low and tiredness after exercise.
d|Hypotrichosis with Short Life Expectancy|FOXN1|AR|3|Birman|Kittens born without hair and with a weak immune system.
d|Factor XII Deficiency|F12|AR|5|Domestic Shorthair,Persian|Prolonged clotting times in laboratory tests; rarely bleeding.
d|Haemophilia B|F9|XR|5|British Shorthair,Siamese,Domestic Shorthair|A bleeding disorder of males.
d|Cystinuria (SLC7A9)|SLC7A9|AR|7|Domestic Shorthair,Siamese|Cystine stones in the bladder and kidneys.
d|Glycogen Storage Disease Type IV (GSD IV)|GBE1|AR|6|Norwegian Forest Cat|Kittens are often stillborn; survivors develop muscle weakness and die young.
d|Mucopolysaccharidosis VI (MPS VI)|ARSB|AR|6|Siamese,Balinese,Oriental Shorthair|Small stature, broad face and joint disease.
d|Mucopolysaccharidosis VII (MPS VII)|GUSB|AR|6|Domestic Shorthair|Severe skeletal disease in kittens.
d|Alpha-Mannosidosis|MAN2B1|AR|6|Persian,Domestic Longhair|Storage disease with tremor, poor growth and skeletal deformity.
d|Niemann-Pick Disease Type C|NPC1|AR|6|Persian,Domestic Shorthair|Loss of coordination and liver disease in young cats.
d|Primary Hyperoxaluria Type II|GRHPR|AR|7|Ragdoll|Oxalate crystals cause kidney failure in young cats.
d|Autoimmune Lymphoproliferative Syndrome (ALPS)|FASLG|AR|11|British Shorthair,British Longhair|Kittens develop swollen lymph nodes and die young.
d|Congenital Erythropoietic Porphyria|UROS|AD|5|Siamese,Domestic Shorthair|Brown-tinted teeth that glow under UV light, anaemia and kidney damage.
d|Lipoprotein Lipase Deficiency|LPL|AR|6|Domestic Shorthair|Fatty blood and nerve paralysis from fat deposits; managed by a low-fat diet.
d|Chediak-Higashi Syndrome|LYST|AR|5|Persian|Pale, smoky coat, light-sensitive eyes and a bleeding tendency.
d|Progressive Retinal Atrophy (rdAc) Panel for Orientals|CEP290|AR|2|Oriental Shorthair,Oriental Longhair,Siamese|The rdAc test reported together with breed frequencies for Oriental breeders.
d|Congenital Hypothyroidism (Abyssinian)|TPO|AR|12|Abyssinian|Kittens lack thyroid hormone: small size and lethargy.
d|Vitamin D-Dependent Rickets Type 1|CYP27B1|AR|1|Domestic Shorthair|Soft, bent bones from failed vitamin D activation.
d|Dihydropyrimidinase Deficiency|DPYS|AR|6|Domestic Shorthair|Reduced breakdown of some chemotherapy drugs: a severe drug reaction risk.
d|Bengal Progressive Polyneuropathy|NDRG1|AR|4|Bengal|Episodes of weakness and a crouched gait in young Bengals.
d|Ocular Dermoids (Birman)|Unknown (linked marker)|AR|2|Birman|Skin-like tissue grows on the cornea; corrected by surgery.
t|Long Hair|FGF5|AR|10|*|Two long-hair alleles give a long coat; short-haired parents can carry it.
t|Colourpoint (Siamese)|TYR|AR|10|*|Two cs copies restrict colour to the cool points: seal, blue, chocolate or lilac point.
t|Burmese Sepia|TYR|CD|10|Burmese,Burmese (American type),Tonkinese,Burmilla,Asian,Bombay,Singapura,Australian Mist|cb/cb gives sepia; with cs it gives mink (Tonkinese).
t|Mocha and Albinism|TYR|AR|10|Burmese,Siamese,Oriental Shorthair|Rare alleles: mocha (cm) and blue-eyed albino (c).
t|B Locus (Chocolate and Cinnamon)|TYRP1|AR|10|*|B black > b chocolate > bl cinnamon: what colour a litter can be.
t|D Locus (Dilution)|MLPH|AR|10|*|Two copies of d dilute black to blue, chocolate to lilac, cinnamon to fawn and red to cream.
t|A Locus (Agouti)|ASIP|AR|10|*|A shows the tabby pattern; two copies of a give a solid coat.
t|Charcoal (APb)|ASIP|MULTI|10|Bengal,Savannah|The Asian leopard cat allele that gives the charcoal pattern.
t|Amber|MC1R|AR|10|Norwegian Forest Cat|Black cats turn warm amber as they grow.
t|Russet|MC1R|AR|10|Burmese|A rare russet colour of Burmese.
t|Tabby Pattern (Mackerel/Blotched)|TAQPEP|AR|10|*|Two copies of the blotched allele give the classic swirled tabby.
t|Ticked Tabby|DKK4|AD|10|Abyssinian,Somali,Singapura,Burmese,Oriental Shorthair,Ocicat,Australian Mist|One copy gives the ticked, agouti coat without stripes.
t|Orange|ARHGAP36|XD|10|*|The X-linked red gene: males are red or not; tortoiseshell and calico need two X chromosomes.
t|Dominant White and White Spotting|KIT|CD|10|*|W gives all-white (with deafness risk); S gives bicolour and van patterns.
t|Gloves (Birman)|KIT|AR|10|Birman|The white gloves of the Birman.
t|Cornish Rex Coat|LPAR6|AR|10|Cornish Rex|Two copies give the short, wavy Cornish Rex coat.
t|Devon Rex Coat and Sphynx Hairless|KRT71|AR|10|Devon Rex,Sphynx,Donskoy,Peterbald|re gives the Devon curl, hr the hairless Sphynx; hr is recessive to re.
t|Selkirk Rex Coat|KRT71|AD|10|Selkirk Rex|One copy gives the curly Selkirk coat.
t|Lykoi Coat|HR|AR|10|Lykoi|Partial hairlessness and roan coat of the 'werewolf' cat.
t|Fold|TRPV4|AD|10|Scottish Fold,Highlander,Scottish Straight|The folded ear; see osteochondrodysplasia before breeding folds.
t|Manx Taillessness|TBXT|AD|10|Manx,Cymric,American Bobtail,Pixie-bob|One copy shortens or removes the tail; two copies are lethal.
t|Japanese Bobtail|HES7|AR|10|Japanese Bobtail,Kurilian Bobtail,Mekong Bobtail|The kinked, pom-pom tail of the bobtail breeds, without spinal disease.
t|Polydactyly|LMBR1|AD|10|Maine Coon,Pixie-bob|Extra toes on the front and sometimes back feet.
t|Dwarfism (Munchkin)|UGDH|AD|10|Munchkin,Minskin,Bambino|Short legs; two copies are lethal.
t|Blood Type (A, B and AB)|CMAH|CD|5|*|Which blood group a cat has: vital for transfusions and for matings that risk kitten haemolysis.
t|Sunshine (Golden Siberian)|CORIN|AR|10|Siberian,Kurilian Bobtail|The golden 'sunshine' colour of Siberians.
t|Karpati|KIT|AD|10|Siberian,Maine Coon|Roan-like white flecks that spread with age.
t|Coat Colour Complete Panel (Feline)|TYR,TYRP1,MLPH,ASIP,MC1R,KIT|MULTI|10|*|Colourpoint, B, D, A, amber and white spotting in one test.
t|Wide Band (Silver and Golden) Screen|Linked markers|MULTI|10|British Shorthair,Persian,Siberian|Helps predict golden and silver shaded coats.
t|Cymric and Manx Tail Screen|TBXT|AD|10|Cymric,Manx|Confirms tailed and tailless carriers before breeding.
`;
