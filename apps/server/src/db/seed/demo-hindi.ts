/**
 * The demo shop in Hindi (decision 018): each category, subcategory and item by its English name, as
 * a mithai shop in North India writes them on its board. Hindi pages show these; search finds an item
 * by either name.
 */

export const DEMO_HINDI_CATEGORIES: Record<string, string> = {
  'Bengali Sweets': 'बंगाली मिठाइयाँ',
  'Dry Fruit Sweets': 'मेवे की मिठाइयाँ',
  Laddoos: 'लड्डू',
  'Barfi & Peda': 'बर्फ़ी और पेड़ा',
  'Namkeen & Snacks': 'नमकीन और स्नैक्स',
  'Bakery & Cookies': 'बेकरी और कुकीज़',
  'Festive Gift Boxes': 'त्योहार के गिफ़्ट बॉक्स',
  'Grocery Staples': 'किराना',
};

export const DEMO_HINDI_SUBCATEGORIES: Record<string, string> = {
  'Rasgulla & Rasmalai': 'रसगुल्ला और रसमलाई',
  Sandesh: 'संदेश',
  'Gulab Jamun & Kala Jamun': 'गुलाब जामुन और काला जामुन',
  'Kaju Sweets': 'काजू की मिठाइयाँ',
  'Badam & Pista': 'बादाम और पिस्ता',
  'Anjeer & Khajur': 'अंजीर और खजूर',
  'Classic Laddoos': 'पारंपरिक लड्डू',
  'Special Laddoos': 'ख़ास लड्डू',
  Barfi: 'बर्फ़ी',
  Peda: 'पेड़ा',
  'Soan Papdi': 'सोन पापड़ी',
  'Bhujia & Sev': 'भुजिया और सेव',
  Mixtures: 'मिक्सचर',
  Chips: 'चिप्स',
  'Samosa & Kachori': 'समोसा और कचौरी',
  'Cookies & Nankhatai': 'कुकीज़ और नानख़टाई',
  'Rusks & Toast': 'रस्क और टोस्ट',
  Cakes: 'केक',
  'Diwali Boxes': 'दिवाली बॉक्स',
  'Shagun & Puja': 'शगुन और पूजा',
  'Atta & Rice': 'आटा और चावल',
  'Dal & Pulses': 'दालें',
  Spices: 'मसाले',
  'Ghee & Oils': 'घी और तेल',
};

interface HindiItem {
  name: string;
  description: string;
}

export const DEMO_HINDI_ITEMS: Record<string, HindiItem> = {
  Rasgulla: {
    name: 'रसगुल्ला',
    description: 'छेने के नरम, स्पंजी गोले, हल्की चाशनी में डूबे हुए — बिल्कुल कोलकाता जैसे।',
  },
  Rasmalai: {
    name: 'रसमलाई',
    description: 'छेने की चपटी टिकियाँ केसर वाले गाढ़े दूध में, ऊपर पिस्ते की कतरन।',
  },
  'Cham Cham': {
    name: 'चमचम',
    description: 'चाशनी में पगी लंबी छेने की मिठाई, ताज़े मावे में लिपटी, अंदर मलाईदार भरावन।',
  },
  'Kesar Sandesh': {
    name: 'केसर संदेश',
    description: 'केसर और इलायची की ख़ुशबू वाला नाज़ुक छेने का संदेश, हल्का-सा मीठा।',
  },
  'Nolen Gur Sandesh': {
    name: 'नलेन गुड़ संदेश',
    description: 'सर्दियों की ख़ास मिठाई: ताज़ा छेना, खजूर के सोंधे गुड़ की मिठास के साथ।',
  },
  'Gulab Jamun': {
    name: 'गुलाब जामुन',
    description: 'खोये के गोले, धीमी आँच पर गहरे भूरे होने तक तले और गुलाब-इलायची की चाशनी में डूबे।',
  },
  'Kala Jamun': {
    name: 'काला जामुन',
    description: 'ज़्यादा गहरे और भरपूर जामुन: ऊपर कैरामेल जैसी परत, अंदर रसीले, नारियल के बुरादे में लिपटे।',
  },
  'Kaju Katli': {
    name: 'काजू कतली',
    description: 'पिसे काजू और चीनी की पतली कतलियाँ, ऊपर चाँदी का वर्क।',
  },
  'Kaju Kesar Katli': {
    name: 'काजू केसर कतली',
    description: 'कश्मीरी केसर वाली हमारी काजू कतली: सुनहरा रंग, हल्की ख़ुशबू।',
  },
  'Kaju Pista Roll': {
    name: 'काजू पिस्ता रोल',
    description: 'काजू की परत में लिपटा पिस्ते का हरा भरावन, ऊपर चाँदी का वर्क।',
  },
  'Badam Katli': {
    name: 'बादाम कतली',
    description: 'छिले बादाम बारीक पीसकर बनी, मुँह में घुल जाने वाली कतलियाँ।',
  },
  'Pista Lauj': {
    name: 'पिस्ता लौज',
    description: 'मुग़ल ज़माने की एक दुर्लभ मिठाई: शुद्ध पिस्ते से बनी, भरपूर, हरी और ख़ुशबूदार।',
  },
  'Anjeer Barfi': {
    name: 'अंजीर बर्फ़ी',
    description: 'अंजीर, खजूर और कटे मेवों की बर्फ़ी, बिना ऊपर से चीनी डाले।',
  },
  'Khajur Dry Fruit Roll': {
    name: 'खजूर ड्राई फ्रूट रोल',
    description: 'बादाम, काजू और पिस्ते पर लिपटा नरम खजूर, ऑर्डर पर ताज़ा काटा जाता है।',
  },
  'Motichoor Laddoo': {
    name: 'मोतीचूर लड्डू',
    description: 'शुद्ध घी में तली बेसन की बारीक बूँदी, केसर की चाशनी में बँधी।',
  },
  'Besan Laddoo': {
    name: 'बेसन लड्डू',
    description: 'घी में धीमी आँच पर सोंधा होने तक भुना बेसन, इलायची और बादाम की कतरन के साथ।',
  },
  'Boondi Laddoo': {
    name: 'बूँदी लड्डू',
    description: 'मंदिर वाला लड्डू: कुरकुरी सुनहरी बूँदी, लौंग, किशमिश और काजू के साथ।',
  },
  'Dry Fruit Laddoo': {
    name: 'ड्राई फ्रूट लड्डू',
    description: 'खजूर, अंजीर और भुने मेवे, हाथ से बँधे; मिठास सिर्फ़ फलों की।',
  },
  'Coconut Laddoo': {
    name: 'नारियल लड्डू',
    description: 'ताज़ा कसा नारियल, गाढ़े मीठे दूध (कंडेंस्ड मिल्क) में पका, हल्की इलायची के साथ।',
  },
  'Gond Laddoo': {
    name: 'गोंद लड्डू',
    description: 'सर्दियों में गरमाहट देने वाला लड्डू: गोंद, गेहूँ का आटा, घी और मेवे।',
  },
  Kalakand: {
    name: 'कलाकंद',
    description: 'धीमी आँच पर औटाए दूध और छेने से बना दानेदार, नम कलाकंद, ऊपर पिस्ता।',
  },
  'Coconut Barfi': {
    name: 'नारियल बर्फ़ी',
    description: 'ताज़े नारियल और दूध की दो परतों वाली बर्फ़ी, एक परत हल्की गुलाबी।',
  },
  'Chocolate Barfi': {
    name: 'चॉकलेट बर्फ़ी',
    description: 'मलाईदार दूध की बर्फ़ी पर कोको की परत, बच्चों की पसंदीदा।',
  },
  'Milk Cake': {
    name: 'मिल्क केक',
    description: 'अलवर वाला मिल्क केक: बीच से कैरामेल जैसा भूरा, नरम और दानेदार।',
  },
  'Kesar Peda': {
    name: 'केसर पेड़ा',
    description: 'केसर की ख़ुशबू वाले नरम खोये के पेड़े, ऊपर पिस्ते की कतरन।',
  },
  'Mathura Peda': {
    name: 'मथुरा पेड़ा',
    description: 'भूरा होने तक भुना खोया, पिसी चीनी में लिपटा, जैसा मथुरा में बनता है।',
  },
  'Dharwad Peda': {
    name: 'धारवाड़ पेड़ा',
    description: 'धारवाड़ का गहरे रंग का, मुलायम पेड़ा, दूध और चीनी के साथ घंटों पकाया हुआ।',
  },
  'Soan Papdi': {
    name: 'सोन पापड़ी',
    description: 'बेसन और घी की परतदार, मुँह में घुलने वाली सोन पापड़ी, हाथ से बनी।',
  },
  'Chocolate Soan Papdi': {
    name: 'चॉकलेट सोन पापड़ी',
    description: 'वही परतदार सोन पापड़ी, कोको के भरपूर स्वाद के साथ।',
  },
  'Aloo Bhujia': {
    name: 'आलू भुजिया',
    description: 'आलू और बेसन की कुरकुरी भुजिया, पुदीने और काली मिर्च के मसाले वाली।',
  },
  'Bikaneri Bhujia': {
    name: 'बीकानेरी भुजिया',
    description: 'बीकानेर की मोठ की बारीक भुजिया, काली मिर्च और लौंग के तीखे स्वाद वाली।',
  },
  'Ratlami Sev': {
    name: 'रतलामी सेव',
    description: 'रतलाम की मोटी, तीखी सेव, लौंग और हींग वाली; चाय के साथ लाजवाब।',
  },
  'Navratan Mixture': {
    name: 'नवरत्न मिक्सचर',
    description: 'एक पैकेट में नौ कुरकुरी चीज़ें: सेव, बूँदी, मूँगफली, दालें और करी पत्ता।',
  },
  'Khatta Meetha': {
    name: 'खट्टा मीठा',
    description: 'खट्टा, मीठा और चटपटा मिक्सचर, किशमिश और तली दालों के साथ।',
  },
  'Poha Chivda': {
    name: 'पोहा चिवड़ा',
    description: 'हल्का भुना पोहा, मूँगफली, करी पत्ते और हल्दी के साथ।',
  },
  'Kerala Banana Chips': {
    name: 'केरल केला चिप्स',
    description: 'कच्चे केले के पतले चिप्स, नारियल तेल में तले, चुटकी भर नमक के साथ।',
  },
  'Masala Potato Chips': {
    name: 'मसाला आलू चिप्स',
    description: 'धारीदार कुरकुरे आलू चिप्स, ऊपर चटपटा चाट मसाला।',
  },
  'Punjabi Samosa': {
    name: 'पंजाबी समोसा',
    description: 'मसालेदार आलू-मटर से भरा ख़स्ता समोसा, इमली की चटनी के साथ।',
  },
  'Khasta Kachori': {
    name: 'ख़स्ता कचौरी',
    description: 'फूली हुई कुरकुरी कचौरी, चटपटी मूँग दाल से भरी; गरमागरम खाएँ।',
  },
  Nankhatai: {
    name: 'नानख़टाई',
    description: 'घी और इलायची वाली भुरभुरी नानख़टाई, ऊपर से चटकने तक सिकी हुई।',
  },
  'Atta Jaggery Cookies': {
    name: 'आटा गुड़ कुकीज़',
    description: 'गुड़ से मीठी गेहूँ के आटे की कुकीज़, चाय के साथ सेहतमंद नाश्ता।',
  },
  'Coconut Cookies': {
    name: 'नारियल कुकीज़',
    description: 'भुने नारियल से भरी सुनहरी मक्खन कुकीज़।',
  },
  'Cake Rusk': {
    name: 'केक रस्क',
    description: 'स्पंज केक के दो बार सिके टुकड़े, चाय में डुबोने लायक कुरकुरे।',
  },
  'Suji Elaichi Rusk': {
    name: 'सूजी इलायची रस्क',
    description: 'इलायची वाले सूजी के रस्क, कुरकुरे और हल्के मीठे।',
  },
  'Dry Fruit Cake': {
    name: 'ड्राई फ्रूट केक',
    description: '400 ग्राम का नरम केक, टूटी-फ्रूटी, काजू और किशमिश से भरा।',
  },
  'Eggless Plum Cake': {
    name: 'बिना अंडे का प्लम केक',
    description: 'गहरे रंग का मसालेदार प्लम केक, रम में भीगे फलों के स्वाद वाला, बिना अंडे के।',
  },
  'Assorted Mithai Box': {
    name: 'मिली-जुली मिठाई का डिब्बा',
    description: 'लड्डू, काजू कतली, बर्फ़ी और पेड़ा, त्योहारों के लिए एक सुंदर डिब्बे में।',
  },
  'Royal Dry Fruit Box': {
    name: 'रॉयल ड्राई फ्रूट बॉक्स',
    description: 'बढ़िया काजू, बादाम, पिस्ता और किशमिश, मखमली गिफ़्ट बॉक्स में।',
  },
  'Shagun Mithai Box': {
    name: 'शगुन मिठाई का डिब्बा',
    description: 'शादी और ख़ुशी के मौक़ों के लिए एक-एक कर चुनी मिठाइयाँ, सुनहरी किनारी वाले डिब्बे में।',
  },
  'Puja Prasad Box': {
    name: 'पूजा प्रसाद का डिब्बा',
    description: 'बूँदी के लड्डू, पेड़ा और मिश्री, पूजा और मंदिर में चढ़ाने के लिए ताज़ा पैक किए हुए।',
  },
  'Chakki Fresh Atta': {
    name: 'चक्की फ्रेश आटा',
    description: 'चक्की पर पत्थर से पिसा गेहूँ का आटा, नरम और फूली रोटियों के लिए।',
  },
  'Basmati Rice': {
    name: 'बासमती चावल',
    description: 'पुराना, लंबे दाने वाला बासमती, जो पककर ख़ुशबूदार और खिला-खिला बनता है।',
  },
  'Toor Dal': {
    name: 'अरहर (तूर) दाल',
    description: 'बिना पॉलिश की अरहर दाल, रोज़ की दाल तड़का और सांभर के लिए।',
  },
  'Moong Dal': {
    name: 'मूँग दाल',
    description: 'पीली धुली मूँग, जो जल्दी पककर हल्की, सुकून भरी दाल बनती है।',
  },
  'Kashmiri Rajma': {
    name: 'कश्मीरी राजमा',
    description: 'छोटे, गहरे लाल राजमा, जो इतवार के राजमा-चावल के लिए मलाईदार पकते हैं।',
  },
  'Garam Masala': {
    name: 'गरम मसाला',
    description: 'भुने जीरे, इलायची, दालचीनी, लौंग और काली मिर्च का हमारा अपना मिश्रण।',
  },
  'Kashmiri Red Chilli Powder': {
    name: 'कश्मीरी लाल मिर्च पाउडर',
    description: 'सब्ज़ी और करी को गहरा लाल रंग देती है, तीखापन हल्का।',
  },
  'Haldi Powder': {
    name: 'हल्दी पाउडर',
    description: 'इरोड की चमकीली, सोंधी हल्दी, थोड़ी-थोड़ी मात्रा में पिसी।',
  },
  'Desi Cow Ghee': {
    name: 'देसी गाय का घी',
    description: 'दही से निकाले मक्खन को धीमी आँच पर पकाकर बना दानेदार, ख़ुशबूदार घी।',
  },
  'Kachi Ghani Mustard Oil': {
    name: 'कच्ची घानी सरसों का तेल',
    description: 'कोल्हू में ठंडा पेरा गया सरसों का तेल, वही तीखी महक जो अचार और मछली की करी को चाहिए।',
  },
};
