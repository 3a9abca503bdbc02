/**
 * Canine DNA tests: `kind|name|gene|inheritance|sub-category|breeds|what it means`.
 * kind d = disease, t = trait. Breeds are names from dog-breeds.ts, `*` for every breed.
 * Product ids follow the line order (1001, 1002, …): append new tests at the end, never reorder.
 */
export const DOG_TESTS = `
d|Progressive Rod-Cone Degeneration (PRA-prcd)|PRCD|AR|2|Labrador Retriever,Golden Retriever,Cocker Spaniel,English Cocker Spaniel,Poodle (Standard),Poodle (Miniature),Poodle (Toy),Australian Cattle Dog,Portuguese Water Dog,Nova Scotia Duck Tolling Retriever,Chesapeake Bay Retriever,American Eskimo Dog,Chinese Crested,Lagotto Romagnolo,Australian Shepherd,Entlebucher Mountain Dog,Kuvasz,Norwegian Elkhound,Spanish Water Dog,Finnish Lapphund,Swedish Lapphund,Yorkshire Terrier,Silky Terrier,Cavapoo,Cockapoo,Labradoodle,Goldendoodle,Australian Labradoodle,Bolognese,Markiesje,Karelian Bear Dog,Miniature American Shepherd|Night blindness that slowly progresses to total blindness, usually from 3–8 years of age.
d|Degenerative Myelopathy (DM)|SOD1|ARIP|4|*|A late-onset disease of the spinal cord: weakness and loss of coordination in the hind legs from about 8 years, progressing to paralysis. Not every at-risk dog develops it.
d|Multidrug Sensitivity (MDR1)|ABCB1|CD|14|Collie,Shetland Sheepdog,Australian Shepherd,Miniature American Shepherd,Border Collie,German Shepherd Dog,Old English Sheepdog,Longhaired Whippet,Silken Windhound,McNab,White Swiss Shepherd Dog,English Shepherd,Whippet|Dogs with the variant cannot pump certain drugs (ivermectin, loperamide, some chemotherapy) out of the brain and can react severely to normal doses. Tell your vet the result.
d|Von Willebrand Disease Type 1 (vWD1)|VWF|ADIP|5|Doberman Pinscher,Bernese Mountain Dog,Manchester Terrier,Poodle (Standard),Poodle (Miniature),Poodle (Toy),Pembroke Welsh Corgi,Kerry Blue Terrier,Papillon,Coton de Tulear,German Pinscher,Drentsche Patrijshond,Stabyhoun|A shortage of the clotting factor VWF: prolonged bleeding after surgery, injury or whelping.
d|Von Willebrand Disease Type 2 (vWD2)|VWF|AR|5|German Shorthaired Pointer,German Wirehaired Pointer|Moderate to severe bleeding caused by a faulty form of VWF.
d|Von Willebrand Disease Type 3 (vWD3)|VWF|AR|5|Scottish Terrier,Shetland Sheepdog,Kooikerhondje|Severe bleeding disorder: affected dogs produce no VWF at all.
d|Collie Eye Anomaly (CEA)|NHEJ1|AR|2|Collie,Shetland Sheepdog,Border Collie,Australian Shepherd,Lancashire Heeler,Nova Scotia Duck Tolling Retriever,Bearded Collie,Miniature American Shepherd,Boykin Spaniel,Hokkaido|Abnormal development of the back of the eye, from mild changes to retinal detachment and blindness.
d|Exercise-Induced Collapse (EIC)|DNM1|AR|16|Labrador Retriever,Chesapeake Bay Retriever,Curly-Coated Retriever,German Wirehaired Pointer,Boykin Spaniel,Bouvier des Flandres,Pembroke Welsh Corgi,Cardigan Welsh Corgi,Old English Sheepdog,Clumber Spaniel,Cocker Spaniel|Young, fit dogs lose control of their hind legs after 5–15 minutes of intense exercise; most recover within half an hour.
d|Hyperuricosuria (HUU)|SLC2A9|AR|7|Dalmatian,Bulldog,Black Russian Terrier,Labrador Retriever,German Shepherd Dog,Large Munsterlander,Giant Schnauzer,Weimaraner,Parson Russell Terrier,Jack Russell Terrier,Australian Shepherd,American Staffordshire Terrier,Lagotto Romagnolo,Spanish Water Dog|High uric acid in the urine, which forms bladder and kidney stones.
d|Pyruvate Kinase Deficiency (PKDef)|PKLR|AR|5|Basenji,Beagle,West Highland White Terrier,Cairn Terrier,Labrador Retriever,Pug,Dachshund,American Eskimo Dog|Red blood cells lack energy and die early: anaemia, weakness and poor exercise tolerance.
d|Neuronal Ceroid Lipofuscinosis 1 (NCL1)|PPT1|AR|4|Dachshund,Miniature Dachshund|A storage disease of the nerve cells: vision loss, behaviour change and seizures from a young age.
d|Neuronal Ceroid Lipofuscinosis 2 (NCL2)|TPP1|AR|4|Dachshund,Miniature Dachshund|Late-infantile storage disease: loss of coordination, vision and cognition.
d|Neuronal Ceroid Lipofuscinosis 5 (NCL5)|CLN5|AR|4|Border Collie,Australian Cattle Dog,Golden Retriever|Behaviour changes, blindness and seizures beginning at 1–2 years of age.
d|Neuronal Ceroid Lipofuscinosis 6 (NCL6)|CLN6|AR|4|Australian Shepherd|Progressive loss of vision, coordination and learned behaviour from about 18 months.
d|Neuronal Ceroid Lipofuscinosis 8 (NCL8)|CLN8|AR|4|English Setter,Australian Shepherd,Saluki,Alpine Dachsbracke|Storage disease with blindness, anxiety and seizures in young adults.
d|Neuronal Ceroid Lipofuscinosis 10 (NCL10)|CTSD|AR|4|American Bulldog|Late-onset loss of coordination and balance.
d|Neuronal Ceroid Lipofuscinosis A (NCL-A)|ARSG|AR|4|American Staffordshire Terrier,American Pit Bull Terrier|Adult-onset cerebellar ataxia: a swaying gait that worsens over years.
d|Neuronal Ceroid Lipofuscinosis 7 (NCL7)|MFSD8|AR|4|Chinese Crested,Chihuahua|Vision loss, behaviour change and seizures in the first two years.
d|Neuronal Ceroid Lipofuscinosis 12 (NCL12)|ATP13A2|AR|4|Australian Cattle Dog|Adult-onset storage disease affecting movement and vision.
d|GM1 Gangliosidosis|GLB1|AR|4|Shiba Inu,Portuguese Water Dog,Alaskan Husky|A fatal lysosomal storage disease that starts with a head tremor and unsteady walk at a few months of age.
d|GM2 Gangliosidosis (Toy Poodle)|HEXB|AR|4|Poodle (Toy)|Fatal storage disease of the nervous system in young dogs.
d|GM2 Gangliosidosis (Japanese Chin)|HEXA|AR|4|Japanese Chin|Fatal storage disease with loss of coordination and vision.
d|Cystinuria Type I-A|SLC3A1|AR|7|Newfoundland,Landseer,Labrador Retriever|The kidneys fail to reabsorb cystine, which forms stones that can block the urinary tract.
d|Cystinuria Type II-A|SLC3A1|AD|7|Australian Cattle Dog|Cystine stones; one copy of the variant is enough to cause them.
d|Cystinuria Type II-B|SLC7A9|AD|7|Miniature Pinscher|Cystine stones in dogs carrying one or two copies.
d|Centronuclear Myopathy (CNM)|PTPLA|AR|1|Labrador Retriever|Muscle weakness and poor exercise tolerance from a few months old; a stiff, hopping gait.
d|Hereditary Nasal Parakeratosis (HNPK)|SUV39H2|AR|3|Labrador Retriever|Dry, crusty, cracked skin on the nose from a young age.
d|Skeletal Dysplasia 2 (SD2)|COL11A2|ARIP|1|Labrador Retriever|Short-legged dwarfism with normal body length; often mild and noticed only beside normal litter mates.
d|Macular Corneal Dystrophy (MCD)|CHST6|AR|2|Labrador Retriever|Cloudy deposits build up in the cornea and can impair vision.
d|Narcolepsy|HCRTR2|AR|4|Labrador Retriever,Doberman Pinscher,Dachshund|Sudden attacks of sleep and loss of muscle tone, often triggered by excitement or food.
d|Copper Toxicosis (Bedlington Terrier)|COMMD1|AR|16|Bedlington Terrier|Copper builds up in the liver and causes hepatitis and liver failure.
d|Copper Toxicosis (ATP7B)|ATP7B|AD|16|Labrador Retriever,Doberman Pinscher|A variant raising copper accumulation in the liver; copper-restricted diets help.
d|Cone Degeneration (Achromatopsia)|CNGB3|AR|2|Alaskan Malamute,German Shorthaired Pointer,Siberian Husky,Great Pyrenees|Day blindness: the cones of the eye stop working, so the dog struggles in bright light.
d|Day Blindness (CNGA3)|CNGA3|AR|2|Labrador Retriever,German Shepherd Dog|Loss of cone vision; the dog sees well only in dim light.
d|Cone-Rod Dystrophy 1 (cord1)|RPGRIP1|ARIP|2|Miniature Dachshund,English Springer Spaniel,Beagle,Miniature Schnauzer|Early retinal degeneration, though age of onset varies a lot between dogs.
d|Cone-Rod Dystrophy 2 (crd2)|IQCB1|AR|2|American Pit Bull Terrier,American Staffordshire Terrier|Early-onset blindness from retinal degeneration.
d|Cone-Rod Dystrophy 3 (crd3)|ADAM9|AR|2|Glen of Imaal Terrier|Adult-onset retinal degeneration leading to blindness.
d|Cone-Rod Dystrophy (crd-SWD)|NPHP4|AR|2|Dachshund|Retinal degeneration in Standard Wire-haired Dachshunds.
d|Rod-Cone Dysplasia 1 (rcd1)|PDE6B|AR|2|Irish Setter,Irish Red and White Setter|Night blindness from a few weeks of age, then total blindness within a year.
d|Rod-Cone Dysplasia 1a (rcd1a)|PDE6B|AR|2|Sloughi|Early night blindness progressing to blindness.
d|Rod-Cone Dysplasia 2 (rcd2)|RD3|AR|2|Collie|Night blindness from six weeks, blindness by one year.
d|Rod-Cone Dysplasia 3 (rcd3)|PDE6A|AR|2|Cardigan Welsh Corgi|Early onset retinal degeneration; blind by about one year.
d|Rod-Cone Dystrophy 4 (rcd4)|C2orf71|AR|2|Gordon Setter,Irish Setter,Tibetan Terrier,Polish Lowland Sheepdog,English Setter,Small Munsterlander|Late-onset PRA: night blindness from about 10 years.
d|X-Linked Progressive Retinal Atrophy 1 (XLPRA1)|RPGR|XR|2|Siberian Husky,Samoyed|Males with one copy go blind; females are usually carriers.
d|Golden Retriever PRA 1 (GR-PRA1)|SLC4A3|AR|2|Golden Retriever|The most common PRA of Golden Retrievers: blindness from about 6 years.
d|Golden Retriever PRA 2 (GR-PRA2)|TTC8|AR|2|Golden Retriever|Retinal degeneration from about 4 years.
d|Progressive Retinal Atrophy (CNGB1)|CNGB1|AR|2|Papillon,Phalene|Slowly progressing retinal degeneration.
d|Progressive Retinal Atrophy Type A (PDC)|PDC|AR|2|Miniature Schnauzer|Retinal degeneration leading to blindness.
d|Progressive Retinal Atrophy (CNGA1)|CNGA1|AR|2|Shetland Sheepdog|Retinal degeneration from early adulthood.
d|Early Retinal Degeneration (ERD)|STK38L|AR|2|Norwegian Elkhound|Night blindness at six weeks; blind by 12–18 months.
d|Congenital Stationary Night Blindness (CSNB)|RPE65|AR|2|Briard|Night blindness from birth, often with nystagmus; day vision deteriorates slowly.
d|Canine Multifocal Retinopathy 1 (CMR1)|BEST1|AR|2|Mastiff,Bullmastiff,Great Pyrenees,Dogue de Bordeaux,Cane Corso,American Bulldog,Perro de Presa Canario,English Mastiff|Raised lesions on the retina; vision is seldom affected.
d|Canine Multifocal Retinopathy 2 (CMR2)|BEST1|AR|2|Coton de Tulear|Retinal blisters in young dogs; vision usually preserved.
d|Canine Multifocal Retinopathy 3 (CMR3)|BEST1|AR|2|Lapponian Herder,Finnish Lapphund,Swedish Lapphund|Adult-onset retinal lesions.
d|Primary Lens Luxation (PLL)|ADAMTS17|ARIP|2|Jack Russell Terrier,Parson Russell Terrier,Miniature Bull Terrier,Tibetan Terrier,Lakeland Terrier,Sealyham Terrier,Welsh Terrier,Wire Fox Terrier,Chinese Crested,Lancashire Heeler,Patterdale Terrier,Rat Terrier,Teddy Roosevelt Terrier,Volpino Italiano,Norwich Terrier,Yorkshire Terrier|The lens of the eye slips out of place, causing pain and glaucoma; an emergency for the eye.
d|Primary Open-Angle Glaucoma (ADAMTS10)|ADAMTS10|AR|2|Beagle,Norwegian Elkhound|Pressure inside the eye rises slowly and damages the optic nerve.
d|Primary Open-Angle Glaucoma (ADAMTS17)|ADAMTS17|AR|2|Basset Hound,Basset Fauve de Bretagne,Petit Basset Griffon Vendeen,Shar Pei|Raised eye pressure leading to painful blindness if untreated.
d|Hereditary Cataract (HSF4)|HSF4|AR|2|Staffordshire Bull Terrier,Boston Terrier,French Bulldog|Cataracts in both eyes by two to three years of age.
d|Hereditary Cataract (Australian Shepherd)|HSF4|ADIP|2|Australian Shepherd,Miniature American Shepherd|Dogs with one copy are at raised risk of cataracts; two copies carry a high risk.
d|Goniodysgenesis and Glaucoma (GDG)|OLFML3|ARIP|2|Border Collie|Abnormal drainage angle of the eye that can lead to glaucoma.
d|Neonatal Encephalopathy with Seizures (NEWS)|ATF2|AR|4|Poodle (Standard)|Puppies are weak and uncoordinated at birth and have seizures; most die within weeks.
d|Neuroaxonal Dystrophy (Spanish Water Dog)|TECPR2|AR|4|Spanish Water Dog|Loss of coordination and behaviour changes starting in the first year.
d|Neuroaxonal Dystrophy (Papillon)|PNPLA8|AR|4|Papillon|Young puppies lose balance and coordination.
d|Spinocerebellar Ataxia with Myokymia (SCA)|KCNJ10|AR|4|Jack Russell Terrier,Parson Russell Terrier,Toy Fox Terrier,Smooth Fox Terrier,Russell Terrier|Unsteady gait from 2–6 months, muscle twitching and sometimes seizures.
d|Late-Onset Ataxia (LOA)|CAPN1|AR|4|Jack Russell Terrier,Parson Russell Terrier|Slowly progressing loss of coordination from 6–12 months.
d|Neonatal Cerebellar Cortical Degeneration (NCCD)|SPTBN2|AR|4|Beagle|Puppies cannot walk normally when they start to move at about three weeks.
d|Bandera's Neonatal Ataxia (BNAt)|GRM1|AR|4|Coton de Tulear|Puppies cannot stand or walk from birth.
d|Hereditary Ataxia (RAB24)|RAB24|AR|4|Old English Sheepdog,Gordon Setter|Adult-onset loss of coordination in the legs.
d|Hereditary Cerebellar Ataxia (SEL1L)|SEL1L|AR|4|Finnish Hound|Puppies develop an unsteady, wide-based gait at about three months.
d|L-2-Hydroxyglutaric Aciduria (L2HGA)|L2HGDH|AR|6|Staffordshire Bull Terrier|A metabolic brain disease: seizures, wobbly gait and behaviour changes from about one year.
d|Malignant Hyperthermia (MH)|RYR1|AD|1|*|A life-threatening reaction to some anaesthetic gases: body temperature and muscle rigidity soar. Tell your vet before surgery.
d|Myotonia Congenita|CLCN1|AR|1|Miniature Schnauzer,Australian Cattle Dog,Labrador Retriever|Muscles cannot relax after contraction: stiff gait and difficulty swallowing.
d|Muscular Dystrophy (Golden Retriever)|DMD|XR|1|Golden Retriever|Progressive muscle wasting in males; female carriers are healthy.
d|Inherited Myopathy of Great Danes (IMGD)|BIN1|AR|1|Great Dane|Muscle wasting and exercise intolerance in young dogs.
d|Congenital Myasthenic Syndrome (COLQ)|COLQ|AR|1|Labrador Retriever,Golden Retriever|Muscle weakness after exercise from a few weeks of age.
d|Congenital Myasthenic Syndrome (CHAT)|CHAT|AR|1|Old Danish Pointing Dog|Episodes of weakness and collapse after exercise.
d|Dilated Cardiomyopathy (DCM1)|PDK4|ADIP|8|Doberman Pinscher|Heart muscle thins and weakens, risking heart failure and sudden death.
d|Dilated Cardiomyopathy (DCM2)|TTN|ADIP|8|Doberman Pinscher|A second DCM variant of Dobermanns; screen the heart yearly.
d|Arrhythmogenic Right Ventricular Cardiomyopathy (ARVC)|STRN|ADIP|8|Boxer|Irregular heartbeat, fainting and risk of sudden death.
d|Ichthyosis (Golden Retriever)|PNPLA1|AR|3|Golden Retriever|Scaly skin and dandruff-like flakes from a young age; mostly cosmetic.
d|Ichthyosis (Jack Russell Terrier)|TGM1|AR|3|Jack Russell Terrier|Severe scaling and thickened skin from birth.
d|Ichthyosis (Great Dane)|SLC27A4|AR|3|Great Dane|Puppies are born with thick, scaly skin.
d|Dystrophic Epidermolysis Bullosa (DEB)|COL7A1|AR|3|Golden Retriever|Fragile skin that blisters and tears at the slightest friction.
d|Junctional Epidermolysis Bullosa (JEB)|LAMB3|AR|3|Australian Shepherd|Severe skin blistering in newborn puppies.
d|Ectodermal Dysplasia / Skin Fragility Syndrome|PKP1|AR|3|Chesapeake Bay Retriever|Fragile skin with blisters and hair loss from birth.
d|Hereditary Footpad Hyperkeratosis (HFH)|FAM83G|AR|3|Irish Terrier,Kromfohrlander,Dogue de Bordeaux|Thick, cracked footpads that make walking painful.
d|Lethal Acrodermatitis (LAD)|MKLN1|AR|3|Bull Terrier,Miniature Bull Terrier|Poor growth, skin lesions on the paws and face and infections; most die young.
d|Curly Coat / Dry Eye Syndrome (CCS)|FAM83H|AR|3|Cavalier King Charles Spaniel|Puppies are born with a curly coat, dry eyes and rough footpads.
d|Musladin-Lueke Syndrome (MLS)|ADAMTSL2|AR|1|Beagle|Thick, tight skin and stiff joints; dogs walk on their toes.
d|Lundehund Syndrome|LEPREL1|ARIP|16|Norwegian Lundehund|Protein-losing gut disease common in the breed; the variant is near-fixed, so breed with care.
d|Chondrodystrophy and IVDD Risk (CDDY)|FGF4 (CFA12)|ADIP|1|Dachshund,Miniature Dachshund,Beagle,French Bulldog,Cavalier King Charles Spaniel,Pekingese,Shih Tzu,Lhasa Apso,Basset Hound,Welsh Springer Spaniel,Cocker Spaniel,English Cocker Spaniel,Jack Russell Terrier,Pembroke Welsh Corgi,Cardigan Welsh Corgi,Nova Scotia Duck Tolling Retriever,Coton de Tulear,Havanese,Maltese,Chihuahua,Bichon Frise,Poodle (Toy),Poodle (Miniature)|Shorter legs and early degeneration of the spinal discs, raising the risk of disc herniation.
d|Chondrodysplasia (CDPA)|FGF4 (CFA18)|AD|1|Dachshund,Basset Hound,Pembroke Welsh Corgi,Scottish Terrier,West Highland White Terrier,Cairn Terrier,Skye Terrier,Dandie Dinmont Terrier,Sealyham Terrier,Glen of Imaal Terrier|Short-legged stature; one copy shortens the legs.
d|Osteogenesis Imperfecta (Beagle)|COL1A2|AD|1|Beagle|Brittle bones and teeth; fractures with little force.
d|Osteogenesis Imperfecta (Dachshund)|SERPINH1|AR|1|Dachshund|Puppies suffer fractures and loose joints from birth.
d|Oculoskeletal Dysplasia 1 (OSD1)|COL9A3|AR|1|Labrador Retriever|Dwarfism with eye defects (retinal dysplasia, cataracts); carriers may show mild retinal folds.
d|Oculoskeletal Dysplasia 2 (OSD2)|COL9A2|AR|1|Samoyed|Short front legs with retinal detachment and cataracts.
d|Craniomandibular Osteopathy (CMO)|SLC37A2|ADIP|1|West Highland White Terrier,Scottish Terrier,Cairn Terrier|Painful bone growth on the jaw in young terriers.
d|Polyneuropathy (NDRG1 – Alaskan Malamute)|NDRG1|AR|4|Alaskan Malamute|Weakness and exercise intolerance from nerve damage in young dogs.
d|Polyneuropathy (NDRG1 – Greyhound)|NDRG1|AR|4|Greyhound|Juvenile polyneuropathy of show Greyhounds: weakness from about 3 months.
d|Polyneuropathy with Ocular Abnormalities (POAND)|RAB3GAP1|AR|4|Rottweiler,Black Russian Terrier,Alaskan Husky|Laryngeal paralysis, weakness and cataracts in young dogs.
d|Leonberger Polyneuropathy 1 (LPN1)|ARHGEF10|AR|4|Leonberger,Saint Bernard|Exercise intolerance, noisy breathing and gait changes.
d|Leonberger Polyneuropathy 2 (LPN2)|GJA9|AD|4|Leonberger|Adult-onset nerve disease with laryngeal paralysis.
d|Sensory Neuropathy (Border Collie)|FAM134B|AR|4|Border Collie|Loss of feeling in the limbs: dogs chew their own toes and feet.
d|Acral Mutilation Syndrome (AMS)|GDNF|AR|4|Pointer,English Springer Spaniel,French Spaniel,German Shorthaired Pointer|Puppies lose pain sensation in the paws and self-mutilate.
d|Dandy-Walker-Like Malformation (DWLM)|VLDLR|AR|4|Eurasier|A malformed cerebellum causing an unsteady gait from birth.
d|Fucosidosis|FUCA1|AR|4|English Springer Spaniel|Fatal storage disease with behaviour change and loss of coordination in young adults.
d|Mucopolysaccharidosis IIIA (MPS IIIA)|SGSH|AR|6|Dachshund,Huntaway|Storage disease causing loss of coordination in adults.
d|Mucopolysaccharidosis VI (MPS VI)|ARSB|AR|6|Miniature Pinscher|Dwarfism, joint problems and clouded corneas.
d|Mucopolysaccharidosis VII (MPS VII)|GUSB|AR|6|German Shepherd Dog|Puppies develop severe skeletal deformities and cannot walk.
d|Globoid Cell Leukodystrophy (Krabbe Disease)|GALC|AR|4|West Highland White Terrier,Cairn Terrier,Irish Setter|Destruction of the myelin of the nerves: tremor, weakness and paralysis.
d|Phosphofructokinase Deficiency (PFK)|PFKM|AR|5|English Springer Spaniel,Cocker Spaniel,Whippet,Deutscher Wachtelhund|Red cells and muscles lack energy: anaemia and dark urine after exercise or panting.
d|Glycogen Storage Disease Type Ia (GSD Ia)|G6PC|AR|6|Maltese|Low blood sugar and an enlarged liver in puppies.
d|Glycogen Storage Disease Type IIIa (GSD IIIa)|AGL|AR|6|Curly-Coated Retriever|Glycogen builds up in the liver and muscles; exercise intolerance and liver disease.
d|Factor VII Deficiency|F7|AR|5|Beagle,Alaskan Klee Kai,Scottish Deerhound,Giant Schnauzer,Airedale Terrier,Alaskan Malamute|Mild bleeding tendency; prolonged bleeding after surgery.
d|Haemophilia A|F8|XR|5|German Shepherd Dog,Havanese,Boxer|A severe clotting disorder of males; female carriers pass it to half their sons.
d|Haemophilia B|F9|XR|5|Lhasa Apso,Rhodesian Ridgeback,Cairn Terrier,Airedale Terrier|Factor IX deficiency causing bleeding in males.
d|Factor XI Deficiency|F11|AR|5|Kerry Blue Terrier|Excessive bleeding after surgery or trauma.
d|Canine Leukocyte Adhesion Deficiency (CLAD)|ITGB2|AR|11|Irish Setter,Irish Red and White Setter|White blood cells cannot leave the bloodstream: severe, recurrent infections in puppies.
d|Trapped Neutrophil Syndrome (TNS)|VPS13B|AR|11|Border Collie|Neutrophils are trapped in the bone marrow: infections and poor growth in puppies.
d|Cyclic Neutropenia (Grey Collie Syndrome)|AP3B1|AR|11|Collie|Cycles of very low white cell counts every 10–14 days, with infections; pups are grey.
d|Glanzmann's Thrombasthenia Type I|ITGA2B|AR|5|Great Pyrenees,Otterhound|Platelets cannot stick together: nosebleeds and gum bleeding.
d|Macrothrombocytopenia|TUBB1|AR|5|Cavalier King Charles Spaniel,Norfolk Terrier,Cairn Terrier,Labrador Retriever,Poodle (Toy),Chihuahua|Few, large platelets; harmless, but worth knowing before a blood test is misread.
d|P2Y12 Platelet Disorder|P2RY12|AR|5|Greater Swiss Mountain Dog|Platelets respond poorly: bleeding after surgery.
d|Thrombopathia|RASGRP1|AR|5|Basset Hound,American Eskimo Dog,Landseer|Platelet dysfunction with nosebleeds and bleeding gums.
d|Severe Combined Immunodeficiency (SCID)|PRKDC|AR|11|Jack Russell Terrier|Puppies have no working immune system and die of infections.
d|X-Linked Severe Combined Immunodeficiency (XSCID)|IL2RG|XR|11|Basset Hound,Cardigan Welsh Corgi|Males have no functioning immune system.
d|Primary Ciliary Dyskinesia (PCD – Old English Sheepdog)|CCDC39|AR|15|Old English Sheepdog|The cilia of the airways do not beat: chronic cough, pneumonia and infertility.
d|Primary Ciliary Dyskinesia (PCD – Alaskan Malamute)|NME7|AR|15|Alaskan Malamute|Recurrent respiratory infections from immotile cilia.
d|Congenital Hypothyroidism with Goitre (TPO)|TPO|AR|12|Toy Fox Terrier,Rat Terrier,Tenterfield Terrier|Puppies lack thyroid hormone: dwarfism and mental dullness without treatment.
d|Congenital Hypothyroidism (SLC5A5)|SLC5A5|AR|12|French Bulldog|Thyroid hormone deficiency with goitre in young puppies.
d|Hereditary Nephropathy (English Cocker Spaniel)|COL4A4|AR|7|English Cocker Spaniel|Kidney failure in young dogs, usually before two years.
d|X-Linked Hereditary Nephropathy (XLHN)|COL4A5|XD|7|Samoyed|Males develop kidney failure in the first year; females later.
d|Renal Cystadenocarcinoma and Nodular Dermatofibrosis (RCND)|FLCN|AD|7|German Shepherd Dog|Kidney tumours and skin nodules in middle-aged dogs.
d|Polycystic Kidney Disease (Bull Terrier)|PKD1|AD|7|Bull Terrier,Miniature Bull Terrier|Fluid-filled cysts grow in the kidneys and slowly destroy them.
d|Primary Hyperoxaluria (PH)|AGXT|AR|7|Coton de Tulear|Oxalate crystals damage the kidneys; kidney failure in puppies.
d|Fanconi Syndrome|FAN1|ARIP|7|Basenji|The kidneys waste glucose, protein and minerals; treatable if caught early.
d|Protein-Losing Nephropathy (PLN)|NPHS1,KIRREL2|ADIP|7|Soft Coated Wheaten Terrier,Airedale Terrier|A raised risk of protein leaking through the kidneys in middle age.
d|Lagotto Storage Disease (LSD)|ATG4D|AR|4|Lagotto Romagnolo|Loss of coordination and behaviour changes in young adults.
d|Benign Familial Juvenile Epilepsy (BFJE)|LGI2|AR|4|Lagotto Romagnolo|Seizures in puppies that usually resolve by 4 months.
d|Progressive Myoclonic Epilepsy (Lafora Disease)|NHLRC1|AR|4|Miniature Dachshund,Beagle,Basset Hound,Chihuahua|Jerking and seizures triggered by light or sound in older dogs.
d|Juvenile Myoclonic Epilepsy (JME)|DIRAS1|AR|4|Rhodesian Ridgeback|Muscle jerks while relaxing or sleeping from 6 weeks to 18 months.
d|Episodic Falling Syndrome (EFS)|BCAN|AR|4|Cavalier King Charles Spaniel|Episodes of muscle stiffness and falling brought on by exercise or excitement.
d|Paroxysmal Dyskinesia (PxD)|PIGN|AR|4|Soft Coated Wheaten Terrier|Episodes of involuntary movements lasting minutes to hours.
d|Cobalamin Malabsorption (CUBN)|CUBN|AR|16|Beagle,Border Collie,Komondor|Vitamin B12 is not absorbed: poor growth and anaemia, treatable with injections.
d|Cobalamin Malabsorption (AMN)|AMN|AR|16|Giant Schnauzer,Australian Shepherd,Komondor,Beagle|Imerslund-Gräsbeck syndrome: B12 deficiency in puppies.
d|Alaskan Husky Encephalopathy (AHE)|SLC19A3|AR|4|Alaskan Husky|Seizures, blindness and difficulty eating in young dogs.
d|Shaking Puppy Syndrome (Hypomyelination)|FNIP2|AR|4|Weimaraner|Puppies tremble from 2 weeks; many improve with age.
d|Spongy Degeneration with Cerebellar Ataxia 1 (SDCA1)|KCNJ10|AR|4|Belgian Malinois,Belgian Sheepdog|Puppies develop a wobbly gait and often seizures.
d|Spongy Degeneration with Cerebellar Ataxia 2 (SDCA2)|ATP1B2|AR|4|Belgian Malinois|Early-onset ataxia and seizures.
d|Cleft Lip/Palate and Syndactyly (CLPS)|ADAMTS20|AR|1|Nova Scotia Duck Tolling Retriever|Puppies born with a cleft lip or palate and fused toes.
d|Chondrodysplasia (ITGA10)|ITGA10|AR|1|Norwegian Elkhound,Karelian Bear Dog|Disproportionate dwarfism with short, bowed legs.
d|Pituitary Dwarfism|LHX3|AR|12|German Shepherd Dog,Czechoslovakian Wolfdog,Saarloos Wolfdog,Karelian Bear Dog|Growth hormone deficiency: puppies stay small and keep their puppy coat.
d|Methaemoglobinaemia|CYB5R3|AR|5|American Pit Bull Terrier,Pomeranian|Blood cannot carry oxygen normally: bluish gums and exercise intolerance.
d|Persistent Müllerian Duct Syndrome (PMDS)|AMHR2|AR|13|Miniature Schnauzer,Basset Hound|Males keep a uterus and are often cryptorchid; infertility and infection risk.
d|Spondylocostal Dysostosis (CSD)|HES7|AR|1|Miniature Schnauzer|Malformed vertebrae and ribs; puppies are stillborn or die young.
d|Sensory Ataxic Neuropathy (SAN)|tRNA-Tyr (mtDNA)|MULTI|4|Golden Retriever|Passed through the mother only: poor coordination from a young age.
d|Anhidrotic Ectodermal Dysplasia (XHED)|EDA|XR|3|German Shepherd Dog|Males lack hair, sweat glands and some teeth.
d|Hypophosphatasia|ALPL|AR|1|Karelian Bear Dog|Weak, poorly mineralised bones in young dogs.
d|Alexander Disease|GFAP|AD|4|Labrador Retriever,Bernese Mountain Dog|Rare fatal disease of the brain's support cells.
d|Startle Disease (Hyperekplexia)|SLC6A5|AR|4|Irish Wolfhound,Spanish Greyhound|Newborn puppies stiffen and tremble when touched or startled.
d|Juvenile Laryngeal Paralysis and Polyneuropathy (JLPP)|RAB3GAP1|AR|15|Rottweiler,Black Russian Terrier|Noisy breathing and weakness in puppies.
d|Hypocatalasia|CAT|AR|6|Beagle|Mouth ulcers and gum disease from absent catalase.
d|Ehlers-Danlos Syndrome (COL5A1)|COL5A1|AD|3|Labrador Retriever|Fragile, overly stretchy skin that tears easily.
d|Degenerative Encephalopathy (DE)|PCDH2|ARIP|4|Nova Scotia Duck Tolling Retriever|Sleep disturbances, gait problems and anxiety in adult dogs.
d|Neonatal Cortical Cerebellar Abiotrophy (NCCD)|GRM1|AR|4|Coton de Tulear|Loss of balance in newborn puppies.
d|Early-Onset Adult Deafness (EOAD)|LOXHD1|AR|4|Rhodesian Ridgeback|Hearing fades from 1–2 years, ending in deafness.
d|Hereditary Nephritis (Bull Terrier)|COL4A5|AD|7|Bull Terrier|Protein loss in the urine progressing to kidney failure.
d|Shar Pei Autoinflammatory Disease (SPAID)|HAS2|ADIP|11|Shar Pei|Recurring fever and swollen hocks; a raised risk of amyloidosis.
d|Scott Syndrome|ANO6|AR|5|German Shepherd Dog|A platelet defect that causes bleeding after surgery.
t|E Locus (Yellow/Red)|MC1R|AR|10|*|Two copies of e let no black pigment into the coat: yellow, red, cream or white dogs.
t|Em Locus (Melanistic Mask)|MC1R|AD|10|*|One copy gives a dark mask on the muzzle.
t|K Locus (Dominant Black)|CBD103|AD|10|*|KB makes the coat solid black, brown or blue; kbr brindle; ky lets the A locus show.
t|A Locus (Agouti)|ASIP|MULTI|10|*|Sable/fawn (ay), wolf sable (aw), tan points (at) or recessive black (a).
t|B Locus (Brown)|TYRP1|AR|10|*|Two brown alleles (bs, bd, bc) turn black pigment into liver/chocolate, with a brown nose.
t|D Locus (Dilution)|MLPH|AR|10|*|Two copies of d dilute black to blue/grey and liver to isabella/lilac.
t|S Locus (White Spotting/Piebald)|MITF|CD|10|*|Piebald white spotting; two copies give extreme white.
t|M Locus (Merle)|PMEL|CD|10|Australian Shepherd,Border Collie,Collie,Shetland Sheepdog,Great Dane,Dachshund,Cardigan Welsh Corgi,Catahoula Leopard Dog,Pyrenean Shepherd,Chihuahua,Pomeranian,Bergamasco Shepherd,Beauceron,Miniature American Shepherd,American Bully,Koolie|Merle patches; two merle copies (double merle) risk deafness and eye defects. Never mate merle to merle.
t|H Locus (Harlequin)|PSMB7|AD|10|Great Dane|With merle, gives the torn-patch harlequin pattern; two copies are lethal before birth.
t|I Locus (Intensity)|MFSD12|MULTI|10|*|Controls how deep red or yellow pigment is, from cream to deep red.
t|Cocoa|HPS3|AR|10|French Bulldog,Bulldog|A separate brown: two copies give a cocoa-coloured coat.
t|Saddle Tan|RALY|AD|10|Airedale Terrier,Welsh Terrier,Beagle,Basset Hound,German Shepherd Dog,Bloodhound|Tan points that expand with age into a saddle pattern.
t|Long Hair (L Locus)|FGF5|AR|10|*|Two copies give a long coat; short-coated parents can both carry it.
t|Curly Coat (Cu Locus)|KRT71|CD|10|*|One copy gives a wavy coat, two a curly coat.
t|Furnishings (Improper Coat)|RSPO2|AD|10|*|Beards and eyebrows; dogs without furnishings are 'improper coat' in furnished breeds.
t|Shedding|MC5R|MULTI|10|*|Together with furnishings, predicts how much a dog sheds.
t|Hairless (Chinese Crested type)|FOXI3|AD|10|Chinese Crested,Xoloitzcuintli,Peruvian Inca Orchid|One copy gives hairlessness (two copies are lethal before birth).
t|Hairless (American Hairless Terrier)|SGK3|AR|10|American Hairless Terrier|Two copies give a hairless coat without dental problems.
t|Natural Bobtail|T|AD|10|Australian Shepherd,Pembroke Welsh Corgi,Brittany,Jack Russell Terrier,Australian Stumpy Tail Cattle Dog,Swedish Vallhund,Polish Lowland Sheepdog,Spanish Water Dog,Croatian Sheepdog,Mudi,Schipperke,Karelian Bear Dog,Miniature American Shepherd,Austrian Pinscher,Pyrenean Shepherd|A short tail from birth; two copies are lethal, so never mate two bobtails.
t|Dorsal Ridge|FGF3/FGF4/FGF19/ORAOV1|AD|10|Rhodesian Ridgeback,Thai Ridgeback|The ridge of hair growing the wrong way along the back; ridged dogs risk dermoid sinus.
t|Blue Eyes (Husky type)|ALX4|AD|10|Siberian Husky,Alaskan Husky,Australian Shepherd,Pomsky|One copy can give one or two blue eyes without merle.
t|Double Muscling|MSTN|CD|1|Whippet|Two copies give the heavily muscled 'bully' whippet; one copy makes a faster racer.
t|Oculocutaneous Albinism (OCA4)|SLC45A2|AR|10|Doberman Pinscher,Pekingese,Lhasa Apso,Pomeranian|Very pale 'white Dobermann' coat, light-sensitive eyes and a higher risk of skin tumours.
t|Body Size (IGF1)|IGF1|CD|10|*|One of the main size genes: the small allele makes dogs smaller.
t|Chondrodysplasia Short Legs Screen|FGF4|MULTI|10|*|Reports both FGF4 insertions that shorten the legs, for breeders selecting leg length.
t|Brindle (Kbr)|CBD103|AD|10|Boxer,Greyhound,Whippet,French Bulldog,Bulldog,Dutch Shepherd,Cairn Terrier,Plott Hound,Great Dane,Mastiff,Staffordshire Bull Terrier|Brindle stripes over the A-locus colour.
t|Sable Variant (Eh – Cocker)|MC1R|MULTI|10|English Cocker Spaniel,Cocker Spaniel|The Cocker sable allele that gives sable in Cockers without ay.
t|Grizzle / Domino (Eg)|MC1R|MULTI|10|Saluki,Afghan Hound,Borzoi|The sighthound grizzle or domino pattern.
t|Ticking and Roan|USH2A|AD|10|English Setter,German Shorthaired Pointer,Australian Cattle Dog,Brittany,Dalmatian,English Cocker Spaniel|Flecks of colour in white areas.
t|Coat Colour Complete Panel|MC1R,CBD103,ASIP,TYRP1,MLPH,MITF,PMEL|MULTI|10|*|E, K, A, B, D, S and M loci in one test: everything that decides the colour of a litter.
t|Coat Type Panel|FGF5,KRT71,RSPO2,MC5R|MULTI|10|*|Long hair, curl, furnishings and shedding in one test.
d|Canine Elliptocytosis|SPTB|AD|5|Labrador Retriever|Oval red cells, usually without signs; matters when reading blood smears.
d|Neuronal Ceroid Lipofuscinosis 4A (NCL4A)|ARSG|AR|4|American Pit Bull Terrier|Adult-onset loss of coordination.
d|Sensorineural Deafness (Doberman)|PTPRQ|AR|4|Doberman Pinscher|Deafness and balance problems in puppies.
d|Progressive Retinal Atrophy (Basenji)|SAG|AR|2|Basenji|Retinal degeneration from about five years.
d|Progressive Retinal Atrophy (Lapponian Herder)|MERTK|AR|2|Swedish Vallhund,Lapponian Herder|Slowly progressing blindness.
d|Progressive Retinal Atrophy (Italian Greyhound)|FAM161A|AR|2|Italian Greyhound,Tibetan Spaniel|Retinal degeneration in middle age.
d|Congenital Macrothrombocytopenia (Cairn)|TUBB1|AR|5|Cairn Terrier,Norfolk Terrier|Large platelets without a bleeding tendency.
`;
