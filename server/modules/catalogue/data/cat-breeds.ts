/**
 * Cat breeds: `name|registries|aliases`. Registries: C CFA, T TICA, F FIFe, G GCCF, W WCF.
 */
export const CAT_BREEDS = `
Abyssinian|CTFGW|
American Bobtail|CT|
American Curl|CTFW|
American Shorthair|CTFW|
American Wirehair|CTW|
Aphrodite|TW|Aphrodite Giant
Arabian Mau|FW|
Asian|G|Asian Shorthair
Asian Semi-longhair|G|Tiffanie
Australian Mist|TGW|
Balinese|CTFGW|
Bambino||
Bengal|CTFGW|
Birman|CTFGW|Sacred Cat of Burma
Bombay|CTG|
Brazilian Shorthair|FW|
British Longhair|TFW|
British Shorthair|CTFGW|
Burmese|CTFGW|
Burmilla|CTFGW|
California Spangled||
Chantilly-Tiffany|TW|
Chartreux|CTFW|
Chausie|T|
Colorpoint Shorthair|C|
Cornish Rex|CTFGW|
Cymric|TW|Manx Longhair
Cyprus|F|Cyprus Aphrodite
Devon Rex|CTFGW|
Donskoy|TFW|Don Sphynx
Dragon Li|W|Chinese Li Hua
Egyptian Mau|CTFGW|
European Shorthair|FW|Celtic Shorthair
Exotic Shorthair|CTFGW|
German Rex|FW|
Havana Brown|CT|
Highlander|T|Highland Lynx
Himalayan|T|Colourpoint Persian
Japanese Bobtail|CTFGW|
Javanese|W|
Kanaani|W|
Khao Manee|TFGW|
Korat|CTFGW|
Korean Bobtail||
Kurilian Bobtail|TFW|
LaPerm|CTFGW|
Lykoi|CT|
Maine Coon|CTFGW|
Manx|CTFGW|
Mekong Bobtail|FW|
Minskin|T|
Munchkin|TW|
Nebelung|TW|
Neva Masquerade|FW|
Norwegian Forest Cat|CTFGW|
Ocicat|CTFGW|
Ojos Azules||
Oriental Longhair|CTFGW|
Oriental Shorthair|CTFGW|
Persian|CTFGW|
Peterbald|TFW|
Pixie-bob|T|
Ragamuffin|CTGW|
Ragdoll|CTFGW|
Russian Blue|CTFGW|
Savannah|T|
Scottish Fold|CTW|
Scottish Straight|TW|
Selkirk Rex|CTFGW|
Serengeti||
Siamese|CTFGW|
Siberian|CTFGW|
Singapura|CTFGW|
Snowshoe|TFGW|
Sokoke|FGW|
Somali|CTFGW|
Sphynx|CTFGW|
Thai|TFW|Traditional Siamese
Tonkinese|CTFGW|
Toybob|TW|
Toyger|TG|
Turkish Angora|CTFGW|
Turkish Van|CTFGW|
Ukrainian Levkoy|W|
York Chocolate||
Burmese (American type)|C|Contemporary Burmese
Domestic Shorthair||Moggy
Domestic Longhair||
Exotic Longhair|T|
Persian Chinchilla|G|Chinchilla Longhair
`;
