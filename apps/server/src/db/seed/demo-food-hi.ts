/**
 * The demo items' labels in Hindi: each item's ingredients, heaviest first as in English, and each
 * way of storing in the words a Hindi label prints. Every item of DEMO_FOOD has its line here.
 */

/** How to store it, by its English sentence in demo-food.ts. */
export const DEMO_STORAGE_HI: Record<string, string> = {
  'Keep refrigerated (below 5 °C) and eat within the shelf life; bring to room temperature before serving':
    'फ़्रिज में (5 °C से कम पर) रखें और तय दिनों के अंदर खा लें; परोसने से पहले कमरे के तापमान पर आने दें',
  'Store in a cool, dry place away from sunlight; keep the box closed': 'धूप से दूर ठंडी, सूखी जगह पर रखें; डिब्बा बंद रखें',
  'Store in an airtight container in a cool, dry place; once opened, keep away from moisture':
    'हवाबंद डिब्बे में ठंडी, सूखी जगह पर रखें; खोलने के बाद नमी से बचाएँ',
  'Store in a cool, dry place in a closed container, away from moisture and insects':
    'बंद डिब्बे में ठंडी, सूखी जगह पर रखें, नमी और कीड़ों से दूर',
  'Best eaten warm on the day; keep covered, and refrigerate any left over':
    'उसी दिन गरम खाएँ तो सबसे अच्छा; ढककर रखें, और बचा हुआ फ़्रिज में रखें',
  'Store in a cool, dry place with the lid closed; use a dry spoon': 'ढक्कन बंद करके ठंडी, सूखी जगह पर रखें; सूखा चम्मच ही डालें',
  'Store in a cool, dark place with the cap closed': 'ढक्कन बंद करके ठंडी, अँधेरी जगह पर रखें',
};

const CHHENA = 'छेना (गाय का दूध, साइट्रिक एसिड)';
const KHOYA = 'खोया (दूध के ठोस)';
const BESAN = 'बेसन';
const MAIDA = 'मैदा';
const VARQ = 'चाँदी का वर्क';
const PALMOLEIN = 'खाद्य वनस्पति तेल (पामोलीन)';

/** The ingredients in Hindi, by item name. */
export const DEMO_INGREDIENTS_HI: Record<string, string> = {
  Rasgulla: `चीनी की चाशनी (चीनी, पानी), ${CHHENA}, सूजी, इलायची`,
  Rasmalai: `दूध, ${CHHENA}, चीनी, पिस्ता, केसर, इलायची`,
  'Cham Cham': `${CHHENA}, चीनी, ${KHOYA}, पानी, इलायची, खाद्य रंग (INS 124)`,
  'Kesar Sandesh': `${CHHENA}, चीनी, केसर, इलायची`,
  'Nolen Gur Sandesh': `${CHHENA}, खजूर का गुड़ (नलेन गुड़)`,
  'Gulab Jamun': `चीनी, ${KHOYA}, ${MAIDA}, घी, पानी, इलायची, गुलाब जल`,
  'Kala Jamun': `चीनी, ${KHOYA}, ${MAIDA}, घी, सूखा नारियल, पानी, इलायची`,
  'Kaju Katli': `काजू (55%), चीनी, घी, इलायची, ${VARQ}`,
  'Kaju Kesar Katli': 'काजू (55%), चीनी, घी, केसर, पिस्ता, इलायची',
  'Kaju Pista Roll': `काजू, चीनी, पिस्ता, घी, इलायची, ${VARQ}`,
  'Badam Katli': `बादाम (55%), चीनी, घी, इलायची, ${VARQ}`,
  'Pista Lauj': `पिस्ता (60%), चीनी, घी, इलायची, ${VARQ}`,
  'Anjeer Barfi': 'सूखे अंजीर, खजूर, काजू, बादाम, पिस्ता, घी',
  'Khajur Dry Fruit Roll': 'खजूर, बादाम, काजू, पिस्ता, घी, खसखस',
  'Motichoor Laddoo': `चीनी, ${BESAN}, घी, पानी, मगज़ (ख़रबूज़े के बीज), केसर, इलायची`,
  'Besan Laddoo': `${BESAN}, घी, चीनी, बादाम, इलायची`,
  'Boondi Laddoo': `चीनी, ${BESAN}, घी, पानी, काजू, किशमिश, लौंग, इलायची`,
  'Dry Fruit Laddoo': 'खजूर, सूखे अंजीर, बादाम, काजू, पिस्ता, घी, इलायची',
  'Coconut Laddoo': 'ताज़ा कसा नारियल, कंडेंस्ड मिल्क (दूध, चीनी), चीनी, इलायची',
  'Gond Laddoo': 'गेहूँ का आटा, घी, गुड़, गोंद, बादाम, काजू, सूखा नारियल, सोंठ',
  Kalakand: 'दूध, छेना (दूध, साइट्रिक एसिड), चीनी, पिस्ता, इलायची',
  'Coconut Barfi': `ताज़ा नारियल, चीनी, ${KHOYA}, दूध, इलायची, खाद्य रंग (INS 124)`,
  'Chocolate Barfi': `${KHOYA}, चीनी, कोको पाउडर, घी`,
  'Milk Cake': 'दूध, चीनी, घी, साइट्रिक एसिड',
  'Kesar Peda': `${KHOYA}, चीनी, पिस्ता, केसर, इलायची`,
  'Mathura Peda': `${KHOYA}, चीनी, घी, इलायची`,
  'Dharwad Peda': 'दूध, चीनी, घी, इलायची',
  'Soan Papdi': `चीनी, ${BESAN}, ${MAIDA}, घी, वनस्पति तेल, पिस्ता, बादाम, इलायची`,
  'Chocolate Soan Papdi': `चीनी, ${BESAN}, ${MAIDA}, घी, वनस्पति तेल, कोको पाउडर (4%)`,
  'Aloo Bhujia': `आलू (35%), ${BESAN}, ${PALMOLEIN}, मोठ का आटा, नमक, मसाले (काली मिर्च, मिर्च, पुदीना)`,
  'Bikaneri Bhujia': `मोठ का आटा, ${BESAN}, ${PALMOLEIN}, नमक, मसाले (काली मिर्च, लौंग, मिर्च)`,
  'Ratlami Sev': `${BESAN}, ${PALMOLEIN}, नमक, मसाले (लौंग, मिर्च, काली मिर्च), हींग (इसमें गेहूँ का आटा है)`,
  'Navratan Mixture': `${BESAN}, ${PALMOLEIN}, मूँगफली, दालें, बूँदी, नमक, चीनी, मसाले, करी पत्ता`,
  'Khatta Meetha': `${BESAN}, ${PALMOLEIN}, चीनी, दालें, मूँगफली, किशमिश, नमक, साइट्रिक एसिड, मसाले`,
  'Poha Chivda': 'पोहा (चिवड़ा), मूँगफली, खाद्य वनस्पति तेल, चीनी, नमक, करी पत्ता, हल्दी, हरी मिर्च',
  'Kerala Banana Chips': 'कच्चा केला (70%), नारियल का तेल, नमक, हल्दी',
  'Masala Potato Chips': `आलू, ${PALMOLEIN}, चाट मसाला (नमक, अमचूर, जीरा, काला नमक, मिर्च)`,
  'Punjabi Samosa': `आलू की भरावन (आलू, मटर, मसाले, नमक), ${MAIDA}, खाद्य वनस्पति तेल, अजवाइन`,
  'Khasta Kachori': `${MAIDA}, मूँग दाल, खाद्य वनस्पति तेल, मसाले, नमक, हींग (इसमें गेहूँ का आटा है)`,
  Nankhatai: `${MAIDA}, घी, चीनी, ${BESAN}, सूजी, इलायची`,
  'Atta Jaggery Cookies': 'गेहूँ का आटा, गुड़, मक्खन, दूध के ठोस, ख़मीर उठाने वाला पदार्थ (INS 500(ii))',
  'Coconut Cookies': `${MAIDA}, मक्खन, चीनी, सूखा नारियल (15%), दूध के ठोस`,
  'Cake Rusk': `${MAIDA}, चीनी, अंडे, वनस्पति वसा, दूध के ठोस, ख़मीर उठाने वाला पदार्थ, वनीला फ़्लेवर`,
  'Suji Elaichi Rusk': `सूजी, ${MAIDA}, चीनी, वनस्पति वसा, दूध के ठोस, ख़मीर, इलायची`,
  'Dry Fruit Cake': `${MAIDA}, चीनी, अंडे, मक्खन, टूटी-फ्रूटी (पपीता, चीनी, सल्फ़र डाइऑक्साइड), काजू, किशमिश`,
  'Eggless Plum Cake': `${MAIDA}, चीनी, मक्खन, दूध, किशमिश, खजूर, चाशनी में पके संतरे के छिलके (इनमें सल्फ़र डाइऑक्साइड है), मसाले, रम फ़्लेवर`,
  'Assorted Mithai Box': 'मिली-जुली मिठाइयाँ: बेसन लड्डू, काजू कतली, दूध की बर्फ़ी और पेड़ा (दूध के ठोस, चीनी, बेसन, काजू, घी, बादाम, इलायची)',
  'Royal Dry Fruit Box': 'काजू, बादाम, पिस्ता (भुना, नमकीन), किशमिश',
  'Shagun Mithai Box': 'मिली-जुली मिठाइयाँ: काजू कतली, बादाम कतली, केसर पेड़ा, बेसन लड्डू (काजू, बादाम, दूध के ठोस, चीनी, बेसन, घी, केसर)',
  'Puja Prasad Box': 'बूँदी लड्डू (बेसन, चीनी, घी, काजू, किशमिश), पेड़ा (दूध के ठोस, चीनी), मिश्री',
  'Chakki Fresh Atta': 'गेहूँ का आटा (100%)',
  'Basmati Rice': 'पुराना बासमती चावल (100%)',
  'Toor Dal': 'अरहर (तूर) दाल (100%), बिना पॉलिश',
  'Moong Dal': 'पीली मूँग दाल (100%)',
  'Kashmiri Rajma': 'राजमा (100%)',
  'Garam Masala': 'धनिया, जीरा, काली मिर्च, इलायची, दालचीनी, लौंग, तेजपत्ता, जायफल',
  'Kashmiri Red Chilli Powder': 'कश्मीरी लाल मिर्च (100%)',
  'Haldi Powder': 'हल्दी (100%)',
  'Desi Cow Ghee': 'गाय के दूध की वसा (घी, 100%)',
  'Kachi Ghani Mustard Oil': 'कच्ची घानी सरसों का तेल (100%)',
};

/** An item's ingredients and storage in Hindi; a demo item without them is a mistake caught at seeding. */
export function demoFoodHindi(name: string, storage: string): { ingredientsHi: string; storageHi: string } {
  const ingredientsHi = DEMO_INGREDIENTS_HI[name];
  const storageHi = DEMO_STORAGE_HI[storage];
  if (ingredientsHi === undefined || storageHi === undefined) throw new Error(`No Hindi food information for ${name}`);
  return { ingredientsHi, storageHi };
}
