import type { DemoGroup } from "../dishes";
import type { DishLook } from "./serving";

/** How each demo dish looks: its kind (rice, dal, curry, dry dish), colours and what is in it. */
export const DISH_LOOKS: Record<string, DishLook> = {
  // Punjabi
  "Jeera Rice": {
    base: "rice",
    colour: "#fbf4e2",
    garnish: [
      ["cumin", 45],
      ["coriander", 3],
      ["bay-leaf", 1],
    ],
  },
  "Dal Makhani": { base: "dal", colour: "#5e2616", cream: true, butter: true, garnish: [["coriander", 3]] },
  "Aloo Gobi": {
    base: "dry",
    colour: "#dca23c",
    pieces: [
      ["potato", 14, "#f7d35e"],
      ["cauliflower", 12, "#f3d67a"],
    ],
    garnish: [
      ["coriander", 6],
      ["cumin", 14],
    ],
  },
  "Butter Chicken": {
    base: "gravy",
    colour: "#e0662a",
    pieces: [["chicken", 7]],
    cream: true,
    garnish: [["coriander", 3]],
  },
  "Paneer Butter Masala": {
    base: "gravy",
    colour: "#e97f34",
    pieces: [["paneer", 8]],
    butter: true,
    garnish: [["coriander", 4]],
  },
  "Matar Pulao": {
    base: "rice",
    colour: "#f8eed6",
    pieces: [["pea", 22, undefined, 1.1]],
    garnish: [
      ["cumin", 20],
      ["fried-onion", 5],
    ],
  },
  Rajma: { base: "dal", colour: "#8a2d1c", pieces: [["kidney-bean", 24]], garnish: [["coriander", 5]] },
  "Sarson da Saag": { base: "mash", colour: "#3d6a1e", butter: true, garnish: [["garlic", 4]] },
  "Lamb Rogan Josh": {
    base: "gravy",
    colour: "#9e2418",
    pieces: [["lamb", 7]],
    garnish: [
      ["coriander", 2],
      ["red-chilli", 2],
    ],
  },
  Chole: { base: "gravy", colour: "#6a3214", pieces: [["chickpea", 26]], garnish: [["coriander", 5]] },
  // Goan
  "Coconut Rice": {
    base: "rice",
    colour: "#fdfaf1",
    pieces: [["cashew", 8]],
    garnish: [
      ["curry-leaf", 5],
      ["coconut", 14],
      ["mustard-seed", 24],
    ],
  },
  "Tonak Dal": {
    base: "dal",
    colour: "#d69f3c",
    garnish: [
      ["coconut", 12],
      ["curry-leaf", 3],
      ["red-chilli", 2],
    ],
  },
  "Bhindi Sukhe": {
    base: "dry",
    colour: "#7f9b3c",
    pieces: [["okra", 30, undefined, 1.3]],
    garnish: [
      ["coconut", 18],
      ["mustard-seed", 20],
    ],
  },
  "Goan Fish Curry": {
    base: "gravy",
    colour: "#df6b28",
    pieces: [["fish", 5]],
    garnish: [
      ["curry-leaf", 3],
      ["red-chilli", 1],
    ],
  },
  "Mushroom Xacuti": {
    base: "gravy",
    colour: "#7a4622",
    pieces: [["mushroom", 8]],
    garnish: [
      ["coconut", 10],
      ["coriander", 3],
    ],
  },
  "Tomato Pulao": { base: "rice", colour: "#f1a276", pieces: [["tomato", 7]], garnish: [["mint", 5]] },
  "Moong Usal": {
    base: "dal",
    colour: "#a06c30",
    pieces: [["sprout", 34, undefined, 1.4]],
    garnish: [
      ["coriander", 4],
      ["coconut", 8],
    ],
  },
  "Cabbage Foogath": {
    base: "dry",
    colour: "#dfe7b2",
    pieces: [["cabbage", 40]],
    garnish: [
      ["coconut", 20],
      ["mustard-seed", 26],
      ["curry-leaf", 3],
    ],
  },
  "Chicken Cafreal": {
    base: "dry",
    colour: "#4a7a26",
    pieces: [["chicken", 12, "#5a8a2a", 1.1]],
    garnish: [["fried-onion", 6]],
  },
  "Vegetable Caldine": {
    base: "gravy",
    colour: "#ecc04c",
    pieces: [
      ["carrot", 9],
      ["green-bean", 9],
      ["potato", 4],
      ["pea", 8],
    ],
    garnish: [["curry-leaf", 2]],
  },
  // Bengali
  "Gobindobhog Rice": { base: "rice", colour: "#fffbf2", garnish: [["bay-leaf", 1]] },
  "Cholar Dal": {
    base: "dal",
    colour: "#e2b13f",
    pieces: [["raisin", 9]],
    garnish: [
      ["coconut", 12],
      ["bay-leaf", 1],
      ["red-chilli", 1],
    ],
  },
  "Aloo Posto": {
    base: "dry",
    colour: "#ece0bc",
    pieces: [
      ["potato", 18, "#f2d47c"],
      ["green-chilli", 2, undefined, 0.7],
    ],
    garnish: [["sesame", 30]],
  },
  "Chicken Kosha": {
    base: "gravy",
    colour: "#6a2912",
    pieces: [
      ["chicken", 6, "#a4501f"],
      ["potato", 2, "#e9b54e"],
    ],
    garnish: [["fried-onion", 6]],
  },
  "Dhokar Dalna": {
    base: "gravy",
    colour: "#d98838",
    pieces: [
      ["lentil-cake", 7, undefined, 1.3],
      ["potato", 2],
    ],
    garnish: [["coriander", 3]],
  },
  "Basanti Pulao": {
    base: "rice",
    colour: "#f5c13c",
    pieces: [
      ["cashew", 7],
      ["raisin", 10],
    ],
    garnish: [["bay-leaf", 1]],
  },
  "Masoor Dal": {
    base: "dal",
    colour: "#ee8748",
    garnish: [
      ["nigella", 26],
      ["red-chilli", 2],
      ["coriander", 2],
    ],
  },
  "Begun Bhaja": { base: "dry", colour: "#c48a3a", pieces: [["aubergine-slice", 7, undefined, 1.7]] },
  "Machher Jhol": {
    base: "gravy",
    colour: "#ebb536",
    pieces: [
      ["fish", 4, "#e8a33a"],
      ["potato", 3],
    ],
    garnish: [
      ["nigella", 10],
      ["coriander", 3],
    ],
  },
  "Chhanar Kalia": {
    base: "gravy",
    colour: "#c4522a",
    pieces: [["dumpling", 7, undefined, 1.2]],
    garnish: [["bay-leaf", 1]],
  },
  // Hyderabadi
  "Bagara Rice": {
    base: "rice",
    colour: "#f2e1bf",
    garnish: [
      ["fried-onion", 14],
      ["mint", 5],
      ["bay-leaf", 1],
    ],
  },
  Dalcha: {
    base: "dal",
    colour: "#c6893a",
    pieces: [["potato", 6, "#cfe0a0"]],
    garnish: [
      ["curry-leaf", 4],
      ["red-chilli", 2],
    ],
  },
  "Bagara Baingan": {
    base: "gravy",
    colour: "#8a4a1e",
    pieces: [["baby-aubergine", 6]],
    garnish: [
      ["curry-leaf", 3],
      ["sesame", 14],
    ],
  },
  "Chicken 65": {
    base: "dry",
    colour: "#b3261e",
    pieces: [["chicken", 18, "#c23a1f", 1.1]],
    garnish: [["curry-leaf", 7]],
  },
  "Mirchi ka Salan": {
    base: "gravy",
    colour: "#8e5a26",
    pieces: [["green-chilli", 5, undefined, 1.1]],
    garnish: [
      ["curry-leaf", 3],
      ["sesame", 12],
    ],
  },
  Khichdi: { base: "mash", colour: "#e6c25a", butter: true, garnish: [["cumin", 24]] },
  "Khatti Dal": {
    base: "dal",
    colour: "#d9a13a",
    garnish: [
      ["curry-leaf", 4],
      ["garlic", 6],
      ["red-chilli", 2],
      ["cumin", 10],
    ],
  },
  "Tamatar ka Kut": {
    base: "mash",
    colour: "#c5321f",
    pieces: [["egg", 4, undefined, 1.2]],
    garnish: [
      ["curry-leaf", 3],
      ["sesame", 12],
    ],
  },
  "Lamb Haleem": {
    base: "mash",
    colour: "#8a5a32",
    garnish: [
      ["fried-onion", 16],
      ["mint", 3],
    ],
  },
  "Paneer Korma": {
    base: "gravy",
    colour: "#efd6a4",
    pieces: [
      ["paneer", 7, "#e3b56a"],
      ["cashew", 5],
    ],
    cream: true,
    garnish: [["saffron", 8]],
  },
};

/** A dish the demo does not list looks like a typical dish of its group. */
export const GROUP_LOOKS: Record<DemoGroup, DishLook> = {
  rice: DISH_LOOKS["Jeera Rice"],
  dal: DISH_LOOKS["Masoor Dal"],
  vegetable: DISH_LOOKS["Aloo Gobi"],
  main: DISH_LOOKS["Butter Chicken"],
};
