/**
 * Dog breeds: `name|registries|aliases`. Registries: F FCI, A AKC, K The Kennel Club (UK), N ANKC,
 * C CKC (Canada), U UKC; none for breeds kept by their national or breed clubs only.
 * Aliases are other registered names, separated by '/'.
 */
export const DOG_BREEDS = `
Affenpinscher|FAKNCU|Monkey Terrier
Afghan Hound|FAKNCU|Tazi
Aidi|FU|Atlas Mountain Dog
Airedale Terrier|FAKNCU|
Akbash|U|
Akita|AKNCU|American Akita
Akita Inu|FKN|Japanese Akita
Alaskan Husky||
Alaskan Klee Kai|U|
Alaskan Malamute|FAKNCU|
Alpine Dachsbracke|FU|Alpenländische Dachsbracke
American Bulldog|U|
American Bully|U|
American English Coonhound|AU|
American Eskimo Dog|ACU|
American Foxhound|FAKNU|
American Hairless Terrier|AKU|
American Leopard Hound|AU|
American Pit Bull Terrier|U|
American Staffordshire Terrier|FANCU|
American Water Spaniel|FACU|
Anatolian Shepherd Dog|FAKNCU|Kangal Shepherd
Appenzeller Sennenhund|FAU|Appenzell Cattle Dog
Ariege Pointer|FU|Braque de l'Ariège
Ariegeois|FU|
Armant|U|Egyptian Sheepdog
Artois Hound|FU|Chien d'Artois
Australian Cattle Dog|FAKNCU|Blue Heeler
Australian Kelpie|FNCU|
Australian Shepherd|FAKNCU|
Australian Silky Terrier|FKNU|Silky Terrier
Australian Stumpy Tail Cattle Dog|FNU|
Australian Terrier|FAKNCU|
Austrian Black and Tan Hound|FU|Brandlbracke
Austrian Pinscher|FU|
Azawakh|FAKNU|
Barbet|FAKU|French Water Dog
Basenji|FAKNCU|
Basset Artesien Normand|FU|
Basset Bleu de Gascogne|FKNU|
Basset Fauve de Bretagne|FKNU|
Basset Hound|FAKNCU|
Bavarian Mountain Scent Hound|FKU|Bayerischer Gebirgsschweisshund
Beagle|FAKNCU|
Beagle Harrier|FU|
Bearded Collie|FAKNCU|
Beauceron|FAKNCU|Berger de Beauce
Bedlington Terrier|FAKNCU|
Belgian Laekenois|FAKNCU|
Belgian Malinois|FAKNCU|Malinois
Belgian Sheepdog|FAKNCU|Groenendael
Belgian Tervuren|FAKNCU|Tervueren
Bergamasco Shepherd|FAKNU|
Berger Picard|FAKNU|Picardy Sheepdog
Bernese Mountain Dog|FAKNCU|Berner Sennenhund
Bichon Frise|FAKNCU|
Biewer Terrier|AU|
Black and Tan Coonhound|FAKNCU|
Black Mouth Cur|U|
Black Russian Terrier|FAKNCU|
Bloodhound|FAKNCU|Chien de Saint-Hubert
Blue Lacy|U|
Bluetick Coonhound|AU|
Boerboel|AKU|
Bohemian Shepherd|F|Chodsky Pes
Bolognese|FKNU|
Border Collie|FAKNCU|
Border Terrier|FAKNCU|
Borzoi|FAKNCU|Russian Wolfhound
Bosnian Coarse-haired Hound|FU|Barak
Boston Terrier|FAKNCU|
Bouvier des Ardennes|FU|
Bouvier des Flandres|FAKNCU|
Boxer|FAKNCU|
Boykin Spaniel|AU|
Bracco Italiano|FAKNU|Italian Pointer
Braque d'Auvergne|FU|Auvergne Pointer
Braque du Bourbonnais|FU|Bourbonnais Pointer
Braque Francais|FU|French Pointer
Braque Saint-Germain|FU|
Brazilian Terrier|FU|Terrier Brasileiro
Briard|FAKNCU|Berger de Brie
Briquet Griffon Vendeen|FU|
Brittany|FAKNCU|Epagneul Breton
Broholmer|FU|Danish Mastiff
Brussels Griffon|FAKNCU|Griffon Bruxellois
Bull Terrier|FAKNCU|
Bulldog|FAKNCU|British Bulldog/English Bulldog
Bullmastiff|FAKNCU|
Cairn Terrier|FAKNCU|
Canaan Dog|FAKNCU|
Cane Corso|FAKNCU|Italian Mastiff
Cardigan Welsh Corgi|FAKNCU|
Carolina Dog|U|
Catahoula Leopard Dog|U|Louisiana Catahoula Leopard Dog
Caucasian Shepherd Dog|FU|Caucasian Ovcharka
Cavalier King Charles Spaniel|FAKNCU|
Central Asian Shepherd Dog|FU|Alabai
Cesky Terrier|FAKNCU|Czech Terrier
Chesapeake Bay Retriever|FAKNCU|
Chihuahua|FAKNCU|
Chinese Crested|FAKNCU|
Chinook|AU|
Chow Chow|FAKNCU|
Cirneco dell'Etna|FAKNU|
Clumber Spaniel|FAKNCU|
Cocker Spaniel|FAKNCU|American Cocker Spaniel
Collie|FAKNCU|Rough Collie
Coton de Tulear|FAKNCU|
Croatian Sheepdog|FU|
Curly-Coated Retriever|FAKNCU|
Czechoslovakian Wolfdog|FAKNU|
Dachshund|FAKNCU|Teckel
Dalmatian|FAKNCU|
Dandie Dinmont Terrier|FAKNCU|
Danish-Swedish Farmdog|FAU|
Deutscher Wachtelhund|FU|German Spaniel
Doberman Pinscher|FAKNCU|Dobermann
Dogo Argentino|FAKNU|
Dogue de Bordeaux|FAKNCU|French Mastiff
Drentsche Patrijshond|FU|Dutch Partridge Dog
Drever|FU|
Dutch Shepherd|FAKU|Hollandse Herder
Dutch Smoushond|FU|
East Siberian Laika|FU|
English Cocker Spaniel|FAKNCU|Cocker Spaniel (UK)
English Foxhound|FAKNCU|Foxhound
English Setter|FAKNCU|
English Shepherd|U|
English Springer Spaniel|FAKNCU|
English Toy Spaniel|FAKNCU|King Charles Spaniel
Entlebucher Mountain Dog|FAKNCU|Entlebucher Sennenhund
Estonian Hound|FU|
Estrela Mountain Dog|FKNU|
Eurasier|FKNU|
Field Spaniel|FAKNCU|
Fila Brasileiro|FU|Brazilian Mastiff
Finnish Hound|FU|Suomenajokoira
Finnish Lapphund|FAKNCU|
Finnish Spitz|FAKNCU|
Flat-Coated Retriever|FAKNCU|
French Bulldog|FAKNCU|Bouledogue Francais
French Spaniel|FU|Epagneul Francais
German Hound|FU|Deutsche Bracke
German Longhaired Pointer|FAKU|Deutsch Langhaar
German Pinscher|FAKNCU|
German Shepherd Dog|FAKNCU|Alsatian/Deutscher Schäferhund
German Shorthaired Pointer|FAKNCU|Deutsch Kurzhaar
German Spitz|FKNU|Deutscher Spitz
German Wirehaired Pointer|FAKNCU|Deutsch Drahthaar
Giant Schnauzer|FAKNCU|Riesenschnauzer
Glen of Imaal Terrier|FAKNCU|
Golden Retriever|FAKNCU|
Gordon Setter|FAKNCU|
Grand Basset Griffon Vendeen|FAKNU|
Grand Bleu de Gascogne|FU|
Grand Griffon Vendeen|FU|
Great Dane|FAKNCU|Deutsche Dogge
Great Pyrenees|FAKNCU|Pyrenean Mountain Dog
Greater Swiss Mountain Dog|FAKNCU|Grosser Schweizer Sennenhund
Greenland Dog|FKNU|
Greyhound|FAKNCU|
Griffon Fauve de Bretagne|FU|
Griffon Nivernais|FU|
Hamiltonstovare|FKNU|Hamilton Hound
Hanoverian Scenthound|FKU|Hannoverscher Schweisshund
Harrier|FAKNCU|
Havanese|FAKNCU|
Hokkaido|FU|Ainu Dog
Hovawart|FKNU|
Huntaway|U|New Zealand Huntaway
Hygen Hound|FU|Hygenhund
Ibizan Hound|FAKNCU|Podenco Ibicenco
Icelandic Sheepdog|FAKNCU|
Irish Red and White Setter|FAKNCU|
Irish Setter|FAKNCU|Red Setter
Irish Terrier|FAKNCU|
Irish Water Spaniel|FAKNCU|
Irish Wolfhound|FAKNCU|
Istrian Shorthaired Hound|FU|
Italian Greyhound|FAKNCU|Piccolo Levriero Italiano
Jack Russell Terrier|FKNU|
Jagdterrier|FU|German Hunting Terrier
Japanese Chin|FAKNCU|
Japanese Spitz|FKNCU|
Japanese Terrier|FU|Nihon Teria
Jindo|FU|Korean Jindo
Kai Ken|FAU|Tora Inu
Karelian Bear Dog|FAU|
Keeshond|FAKNCU|Wolfspitz
Kerry Blue Terrier|FAKNCU|
Kishu Ken|FU|
Komondor|FAKNCU|
Kooikerhondje|FAKNCU|Nederlandse Kooikerhondje
Kromfohrlander|FU|
Kuvasz|FAKNCU|
Labrador Retriever|FAKNCU|
Lagotto Romagnolo|FAKNCU|
Lakeland Terrier|FAKNCU|
Lancashire Heeler|FAKNU|
Landseer|FKNU|Landseer ECT
Lapponian Herder|FU|Lapinporokoira
Leonberger|FAKNCU|
Lhasa Apso|FAKNCU|
Lowchen|FAKNCU|Little Lion Dog
Lurcher||
Magyar Agar|FU|Hungarian Greyhound
Majorca Mastiff|FU|Ca de Bou
Majorca Shepherd Dog|FU|Ca de Bestiar
Maltese|FAKNCU|
Manchester Terrier|FAKNCU|
Maremma Sheepdog|FKNU|Pastore Maremmano Abruzzese
Mastiff|FAKNCU|English Mastiff
McNab|U|
Miniature American Shepherd|AU|
Miniature Bull Terrier|FAKNCU|
Miniature Pinscher|FAKNCU|Zwergpinscher
Miniature Schnauzer|FAKNCU|Zwergschnauzer
Mountain Cur|U|
Mudi|FAKU|
Neapolitan Mastiff|FAKNCU|Mastino Napoletano
Newfoundland|FAKNCU|
Markiesje|U|
Norfolk Terrier|FAKNCU|
Norrbottenspets|FAU|Nordic Spitz
Norwegian Buhund|FAKNCU|
Norwegian Elkhound|FAKNCU|Norsk Elghund Grå
Norwegian Elkhound Black|FU|Norsk Elghund Sort
Norwegian Hound|FU|Dunker
Norwegian Lundehund|FAKNCU|
Norwich Terrier|FAKNCU|
Nova Scotia Duck Tolling Retriever|FAKNCU|Toller
Old Danish Pointing Dog|FU|Gammel Dansk Hønsehund
Old English Sheepdog|FAKNCU|Bobtail
Otterhound|FAKNCU|
Papillon|FAKNCU|Continental Toy Spaniel/Phalene
Parson Russell Terrier|FAKNCU|
Patterdale Terrier|U|
Pekingese|FAKNCU|
Pembroke Welsh Corgi|FAKNCU|
Perro de Presa Canario|FU|Dogo Canario
Peruvian Inca Orchid|FAU|Peruvian Hairless Dog
Petit Basset Griffon Vendeen|FAKNCU|
Petit Bleu de Gascogne|FU|
Pharaoh Hound|FAKNCU|
Plott Hound|AU|
Podenco Canario|FU|Canarian Warren Hound
Pointer|FAKNCU|English Pointer
Polish Hound|FU|Ogar Polski
Polish Hunting Dog|FU|Gończy Polski
Polish Lowland Sheepdog|FAKNCU|Polski Owczarek Nizinny
Polish Tatra Sheepdog|FU|Owczarek Podhalański
Pomeranian|FAKNCU|Dwarf Spitz
Pont-Audemer Spaniel|FU|
Poodle (Standard)|FAKNCU|Caniche
Poodle (Miniature)|FAKNCU|
Poodle (Toy)|FAKNCU|
Porcelaine|FAU|
Portuguese Podengo|FAKNU|Podengo Português
Portuguese Pointer|FAU|Perdigueiro Português
Portuguese Sheepdog|FU|Cão da Serra de Aires
Portuguese Water Dog|FAKNCU|Cão de Água
Posavac Hound|FU|Posavski Gonic
Pudelpointer|FU|
Pug|FAKNCU|
Puli|FAKNCU|
Pumi|FAKNU|
Pyrenean Mastiff|FKNU|
Pyrenean Shepherd|FAKNCU|Berger des Pyrénées
Rafeiro do Alentejo|FU|
Rat Terrier|AU|
Russell Terrier|AU|
Redbone Coonhound|AU|
Rhodesian Ridgeback|FAKNCU|
Romanian Mioritic Shepherd Dog|FU|
Rottweiler|FAKNCU|
Russian Toy|FAU|Russkiy Toy
Russian-European Laika|FU|
Saarloos Wolfdog|FU|Saarlooswolfhond
Saint Bernard|FAKNCU|St. Bernard
Saluki|FAKNCU|Persian Greyhound
Samoyed|FAKNCU|
Sarplaninac|FU|Yugoslavian Shepherd Dog
Schapendoes|FU|Dutch Sheepdog
Schillerstovare|FU|Schiller Hound
Schipperke|FAKNCU|
Scottish Deerhound|FAKNCU|Deerhound
Scottish Terrier|FAKNCU|Scottie
Sealyham Terrier|FAKNCU|
Segugio Italiano|FKNU|Italian Hound
Shar Pei|FAKNCU|Chinese Shar-Pei
Shetland Sheepdog|FAKNCU|Sheltie
Shiba Inu|FAKNCU|
Shih Tzu|FAKNCU|
Shikoku Ken|FU|
Siberian Husky|FAKNCU|
Skye Terrier|FAKNCU|
Sloughi|FAKNU|Arabian Greyhound
Slovakian Rough-haired Pointer|FAKU|Slovak Wirehaired Pointer
Slovensky Cuvac|FU|Slovak Chuvach
Slovensky Kopov|FU|Slovakian Hound
Small Munsterlander|FKNU|Kleiner Münsterländer
Smooth Fox Terrier|FAKNCU|Fox Terrier (Smooth)
Soft Coated Wheaten Terrier|FAKNCU|Irish Soft Coated Wheaten Terrier
South Russian Ovcharka|FU|South Russian Shepherd Dog
Spanish Greyhound|FU|Galgo Español
Spanish Hound|FU|Sabueso Español
Spanish Mastiff|FKNU|Mastín Español
Spanish Water Dog|FAKNCU|Perro de Agua Español
Spinone Italiano|FAKNCU|Italian Spinone
Stabyhoun|FU|Stabij
Staffordshire Bull Terrier|FAKNCU|
Standard Schnauzer|FAKNCU|Mittelschnauzer
Sussex Spaniel|FAKNCU|
Swedish Lapphund|FKNU|Svensk Lapphund
Swedish Vallhund|FAKNCU|Västgötaspets
Taiwan Dog|FU|Formosan Mountain Dog
Teddy Roosevelt Terrier|U|
Tenterfield Terrier|N|
Thai Ridgeback|FU|
Tibetan Mastiff|FAKNCU|Do-Khyi
Tibetan Spaniel|FAKNCU|
Tibetan Terrier|FAKNCU|
Tosa|FU|Tosa Inu
Toy Fox Terrier|AU|American Toy Terrier
Toy Manchester Terrier|ACU|English Toy Terrier
Transylvanian Hound|FU|Erdélyi Kopó
Treeing Tennessee Brindle|U|
Treeing Walker Coonhound|AU|
Tyrolean Hound|FU|Tiroler Bracke
Vizsla|FAKNCU|Hungarian Vizsla
Volpino Italiano|FU|
Weimaraner|FAKNCU|
Welsh Springer Spaniel|FAKNCU|
Welsh Terrier|FAKNCU|
West Highland White Terrier|FAKNCU|Westie
West Siberian Laika|FU|
Westphalian Dachsbracke|FU|
Wetterhoun|FU|Frisian Water Dog
Whippet|FAKNCU|
Longhaired Whippet||
Silken Windhound|U|
White Swiss Shepherd Dog|FKNU|Berger Blanc Suisse
Wire Fox Terrier|FAKNCU|Fox Terrier (Wire)
Wirehaired Pointing Griffon|FAKNCU|Korthals Griffon
Wirehaired Vizsla|FAKNCU|Drótszőrű Magyar Vizsla
Xoloitzcuintli|FAKNCU|Mexican Hairless Dog
Yakutian Laika|FU|
Yorkshire Terrier|FAKNCU|
Australian Koolie|U|Koolie
Australian Labradoodle||Cobberdog
Beaglier||
Bernedoodle||
Biro Yorkshire Terrier||Biro Yorkie
Bolonka|U|Russian Colored Lapdog
Border Jack||
Bullboxer||
Cavachon||
Cavapoo||Cavoodle
Chiweenie||
Cockapoo||Spoodle
Continental Bulldog|F|
Dorset Olde Tyme Bulldogge||
Goldendoodle||Groodle
Kangal Dog|U|Kangal Shepherd Dog
Labradoodle||
Maltipoo||
Miniature Dachshund||Zwergteckel
Olde English Bulldogge|U|
Pomsky||
Pugalier||
Puggle||
Schnoodle||
Shepadoodle||
Shichon||Teddy Bear
Sheepadoodle||
Spanish Alano|U|Alano Español
Taigan|F|Kyrgyz Sighthound
Tornjak|F|Croatian Mountain Dog
Yorkipoo||
Aussiedoodle||
Bordoodle||
Cane Paratore||
Karakachan|U|Bulgarian Shepherd Dog
Kintamani||
Kyi-Leo||
Mi-Ki||
Native American Indian Dog||
New Guinea Singing Dog|U|
Northern Inuit Dog||
Pungsan||
Sapsali||
Tamaskan||
Utonagan||
Xiasi Dog||
Bully Kutta||
Rajapalayam||
Mudhol Hound||
Chippiparai||
Kombai||
Indian Pariah Dog||
Hortaya Borzaya||
Chortai||
Tazy||
Dingo||
Basque Shepherd Dog||Euskal Artzain Txakurra
Catalan Sheepdog|FU|Gos d'Atura Català
Garafian Shepherd||
Cão Fila de São Miguel|FU|Saint Miguel Cattle Dog
Cão de Castro Laboreiro|FU|Castro Laboreiro Dog
Portuguese Watchdog||
Czech Mountain Dog||
Bohemian Wire-haired Pointing Griffon|F|Český Fousek
Stichelhaar||
Large Munsterlander|FKNU|Grosser Münsterländer
Weimaraner Longhair|F|
Grand Anglo-Francais Tricolore|F|
Anglo-Francais de Petite Venerie|F|
Billy|F|
Gascon Saintongeois|F|
Poitevin|F|
Halden Hound|F|Haldenstøver
Lithuanian Hound||
Russian Hound||Russkaya Gonchaya
Russian Spotted Hound||
Serbian Hound|F|
Serbian Tricolour Hound|F|
Montenegrin Mountain Hound|F|
Hellenic Hound|F|
Kokoni||
Greek Harehound||
Cretan Hound||Kritikos Lagonikos
Karst Shepherd|F|Kraški Ovčar
Mallorca Hound||
Small Swiss Hound|F|
Swiss Hound|F|Schweizer Laufhund
Bernese Hound||
Lucernese Hound||
Jura Hound||
English Coonhound|U|
Leopard Cur|U|
Stephens Cur|U|
Treeing Cur|U|
Kemmer Feist||
Mountain Feist|U|
`;
