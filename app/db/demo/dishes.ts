/** Demo dishes: for each cuisine an Essentials set and an Essentials Plus set. Prices in pence. */
export type DemoGroup = "rice" | "dal" | "vegetable" | "main";
export interface DemoDish {
  name: string;
  nativeName: string;
  description: string;
  group: DemoGroup;
  dishType: "standard" | "vegetarian";
  boxType: "essentials" | "essentials_plus";
  price: number;
  dietary: string[];
}

type Row = [string, string, string, DemoGroup, "standard" | "vegetarian", number, string];

function dishes(boxType: DemoDish["boxType"], rows: Row[]): DemoDish[] {
  return rows.map(([name, nativeName, description, group, dishType, price, dietary]) => ({
    name,
    nativeName,
    description,
    group,
    dishType,
    boxType,
    price,
    dietary: dietary ? dietary.split(",").map((s) => s.trim()) : [],
  }));
}

export const DEMO_DISHES: Record<string, DemoDish[]> = {
  Punjabi: [
    ...dishes("essentials", [
      ["Jeera Rice", "ਜੀਰਾ ਚੌਲ", "Basmati rice tempered with cumin seeds, ghee and a bay leaf.", "rice", "vegetarian", 350, "Vegetarian, Gluten free"],
      ["Dal Makhani", "ਦਾਲ ਮੱਖਣੀ", "Black lentils and kidney beans slow-cooked overnight with butter and cream.", "dal", "vegetarian", 550, "Vegetarian, Contains dairy"],
      ["Aloo Gobi", "ਆਲੂ ਗੋਭੀ", "Cauliflower and potatoes dry-cooked with turmeric, ginger and fresh coriander.", "vegetable", "vegetarian", 600, "Vegan, Gluten free"],
      ["Butter Chicken", "ਮੱਖਣ ਮੁਰਗ", "Tandoor-spiced chicken thighs in a silky tomato, butter and fenugreek sauce.", "main", "standard", 950, "Contains dairy"],
      ["Paneer Butter Masala", "ਪਨੀਰ ਮੱਖਣੀ", "Soft paneer cubes simmered in a mild tomato and cashew gravy.", "main", "vegetarian", 850, "Vegetarian, Contains dairy, Contains nuts"],
    ]),
    ...dishes("essentials_plus", [
      ["Matar Pulao", "ਮਟਰ ਪੁਲਾਓ", "Fragrant basmati rice cooked with green peas, cloves and cardamom.", "rice", "vegetarian", 400, "Vegan, Gluten free"],
      ["Rajma", "ਰਾਜਮਾ", "Red kidney beans in an onion and tomato masala, the Sunday classic of Punjab.", "dal", "vegetarian", 550, "Vegan, Gluten free"],
      ["Sarson da Saag", "ਸਰ੍ਹੋਂ ਦਾ ਸਾਗ", "Mustard greens and spinach cooked low and slow, finished with white butter.", "vegetable", "vegetarian", 650, "Vegetarian, Gluten free"],
      ["Lamb Rogan Josh", "ਰੋਗਨ ਜੋਸ਼", "Tender lamb shoulder braised with Kashmiri chillies, yoghurt and fennel.", "main", "standard", 1150, "Gluten free"],
      ["Chole", "ਛੋਲੇ", "Chickpeas in a dark, tangy masala with dried pomegranate and tea leaves.", "main", "vegetarian", 800, "Vegan"],
    ]),
  ],
  Goan: [
    ...dishes("essentials", [
      ["Coconut Rice", "नारळ भात", "Rice cooked in coconut milk with curry leaves and cashews.", "rice", "vegetarian", 400, "Vegan, Gluten free, Contains nuts"],
      ["Tonak Dal", "तोणाक", "Yellow lentils with roasted coconut and Goan spices.", "dal", "vegetarian", 550, "Vegan, Gluten free"],
      ["Bhindi Sukhe", "भेंडी सुकें", "Okra stir-fried with grated coconut, mustard seeds and green chilli.", "vegetable", "vegetarian", 600, "Vegan, Gluten free"],
      ["Goan Fish Curry", "नुस्त्याचें हुमण", "Hake in a tangy coconut, kokum and red chilli curry.", "main", "standard", 1050, "Gluten free, Contains fish"],
      ["Mushroom Xacuti", "अळंबी शागुती", "Mushrooms in a roasted coconut and poppy seed xacuti masala.", "main", "vegetarian", 850, "Vegan, Gluten free"],
    ]),
    ...dishes("essentials_plus", [
      ["Tomato Pulao", "टोमॅटो पुलाव", "Rice cooked with ripe tomatoes, whole spices and mint.", "rice", "vegetarian", 400, "Vegan, Gluten free"],
      ["Moong Usal", "मूग उसळ", "Sprouted mung beans with coconut, onion and kokum.", "dal", "vegetarian", 550, "Vegan, Gluten free"],
      ["Cabbage Foogath", "कोबी फुगाद", "Shredded cabbage tempered with mustard seeds and fresh coconut.", "vegetable", "vegetarian", 550, "Vegan, Gluten free"],
      ["Chicken Cafreal", "कोंबी कफ्रियाल", "Chicken marinated in a green coriander, chilli and lime paste, then pan-roasted.", "main", "standard", 1000, "Gluten free"],
      ["Vegetable Caldine", "भाजी कालदीन", "Mixed vegetables in a mild yellow coconut curry.", "main", "vegetarian", 800, "Vegan, Gluten free"],
    ]),
  ],
  Bengali: [
    ...dishes("essentials", [
      ["Gobindobhog Rice", "গোবিন্দভোগ ভাত", "Short-grain aromatic rice, steamed the Bengali way.", "rice", "vegetarian", 350, "Vegan, Gluten free"],
      ["Cholar Dal", "ছোলার ডাল", "Bengal gram lentils with coconut slivers, raisins and a hint of sweetness.", "dal", "vegetarian", 550, "Vegan, Gluten free"],
      ["Aloo Posto", "আলু পোস্ত", "Potatoes cooked in a paste of white poppy seeds and green chilli.", "vegetable", "vegetarian", 600, "Vegan, Gluten free"],
      ["Chicken Kosha", "মুরগি কষা", "Chicken slow-fried with onions and spices until dark and glossy.", "main", "standard", 950, "Gluten free"],
      ["Dhokar Dalna", "ধোকার ডালনা", "Lentil cakes in a light ginger, cumin and tomato gravy.", "main", "vegetarian", 850, "Vegan, Gluten free"],
    ]),
    ...dishes("essentials_plus", [
      ["Basanti Pulao", "বাসন্তী পোলাও", "Sweet saffron-yellow pulao with ghee, cashews and raisins.", "rice", "vegetarian", 450, "Vegetarian, Contains nuts"],
      ["Masoor Dal", "মসুর ডাল", "Red lentils tempered with nigella seeds and dried chilli.", "dal", "vegetarian", 500, "Vegan, Gluten free"],
      ["Begun Bhaja", "বেগুন ভাজা", "Aubergine slices rubbed with turmeric and pan-fried until crisp.", "vegetable", "vegetarian", 550, "Vegan, Gluten free"],
      ["Machher Jhol", "মাছের ঝোল", "A light everyday fish curry with potatoes and panch phoron.", "main", "standard", 1050, "Gluten free, Contains fish"],
      ["Chhanar Kalia", "ছানার কালিয়া", "Fresh cottage cheese dumplings in a rich, fragrant gravy.", "main", "vegetarian", 900, "Vegetarian, Contains dairy"],
    ]),
  ],
  Hyderabadi: [
    ...dishes("essentials", [
      ["Bagara Rice", "بگھارا چاول", "Rice cooked with whole spices, fried onions and mint.", "rice", "vegetarian", 400, "Vegan, Gluten free"],
      ["Dalcha", "دالچہ", "Split chickpea lentils cooked with bottle gourd and tamarind.", "dal", "vegetarian", 550, "Vegan, Gluten free"],
      ["Bagara Baingan", "بگھارے بیگن", "Baby aubergines in a peanut, sesame and tamarind gravy.", "vegetable", "vegetarian", 650, "Vegan, Gluten free, Contains nuts"],
      ["Chicken 65", "چکن ۶۵", "Crisp, curry-leaf-spiked chicken tossed with yoghurt and chillies.", "main", "standard", 950, "Contains dairy"],
      ["Mirchi ka Salan", "مرچی کا سالن", "Long green chillies in a nutty, tangy sesame gravy.", "main", "vegetarian", 800, "Vegan, Gluten free, Contains nuts"],
    ]),
    ...dishes("essentials_plus", [
      ["Khichdi", "کھچڑی", "Rice and masoor lentils cooked soft with ghee and cumin.", "rice", "vegetarian", 400, "Vegetarian, Gluten free"],
      ["Khatti Dal", "کھٹی دال", "Sour tuvar dal with tamarind, garlic and curry leaves.", "dal", "vegetarian", 500, "Vegan, Gluten free"],
      ["Tamatar ka Kut", "ٹماٹر کا کٹ", "Tomatoes slow-cooked to a tangy purée with sesame and boiled eggs on the side.", "vegetable", "vegetarian", 550, "Vegetarian, Gluten free, Contains egg"],
      ["Lamb Haleem", "حلیم", "Lamb, wheat and lentils pounded and slow-cooked for hours.", "main", "standard", 1200, "Contains gluten"],
      ["Paneer Korma", "پنیر قورمہ", "Paneer in a mild, creamy korma with cashews and saffron.", "main", "vegetarian", 900, "Vegetarian, Contains dairy, Contains nuts"],
    ]),
  ],
};
