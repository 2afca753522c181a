/**
 * Short recipes in the seven languages of the text import, written for these tests (no source):
 * each has an oven to heat, water to boil, something to soak or marinate, or a "meanwhile", so
 * the graph has parallel work to find, and stated times that must become timers.
 */

/** German, after the Paprika recipe: a marinade, commentary, a tip and a source. */
export const PAPRIKA_HAEHNCHEN = `Paprika-Hähnchen mit Ofenkartoffeln

Zutaten:
600 g Hähnchenschenkel
3 EL Olivenöl
2 TL Paprikapulver, edelsüß
1 Prise Salz
800 g Kartoffeln
2 rote Paprika
1 Zwiebel
2 Zehen Knoblauch
200 ml Sahne
1 Bund Petersilie

Zubereitung:
1. Das Hähnchen mit Olivenöl, Paprikapulver und Salz einreiben und eine halbe Stunde marinieren.
2. Den Backofen auf 200 Grad Umluft vorheizen.
3. Die Kartoffeln schälen und in Spalten schneiden.
4. Die Kartoffeln auf einem Backblech verteilen und im Ofen ca. 20-25 Minuten backen.
5. Währenddessen die Paprika waschen, entkernen und in Streifen schneiden.
6. Die Zwiebel und den Knoblauch schälen und fein hacken.
7. Das Hähnchen in einer Pfanne von beiden Seiten 8 Minuten anbraten.
8. Zwiebel, Knoblauch und Paprika in die Pfanne geben und 5 Minuten mitbraten. Und dann saugt sich das Zeug mit Öl voll.
9. Die Hitze reduzieren.
10. Die Sahne dazugeben und 10 Minuten köcheln lassen.
11. Die Petersilie hacken und darüberstreuen.
12. Mit den Kartoffeln servieren.
Tipp: Dazu passt ein grüner Salat.
Quelle: www.example-kochblog.de`;

/** English, from the issue: the oven must not wait behind the creaming. */
export const COOKIES = `Chocolate Chip Cookies

Ingredients:
125 g butter
100 g brown sugar
1 egg
200 g flour
1 tsp baking soda
150 g chocolate chips

Method:
1. Cream the butter and sugar until pale.
2. Heat the oven to 180 C.
3. Beat in the egg.
4. Fold in the flour and baking soda, then the chocolate chips.
5. Roll the dough into balls and put them on a baking tray.
6. Bake for 10-12 minutes.
7. Leave the cookies on the tray for two or three minutes.`;

/** English, from the issue: the meat does not wait for the potatoes. */
export const COTTAGE_PIE = `Cottage Pie

Ingredients:
1 kg potatoes
500 g minced beef
1 onion
2 tbsp tomato puree
50 g butter

Method:
1. Peel the potatoes and boil them for 20 minutes.
2. While the potatoes are cooking, you can prepare the meat mixture: fry the onion and the minced beef for 10 minutes.
3. Stir the tomato puree into the meat mixture.
4. Reduce the heat to medium.
5. Mash the potatoes with the butter.
6. Spread the mash over the meat mixture and bake for 25 minutes.`;

export const GRATIN = `Gratin de pommes de terre

Ingrédients :
1 kg de pommes de terre
2 gousses d'ail
40 cl de crème
100 g de gruyère

Préparation :
1. Éplucher les pommes de terre et les couper en rondelles.
2. Préchauffer le four à 180 °C, chaleur tournante.
3. Frotter le plat avec l'ail.
4. Disposer les pommes de terre dans le plat, verser la crème et parsemer de gruyère.
5. Enfourner pour une heure et demie.
Astuce : servir avec une salade verte.`;

export const LENTEJAS = `Lentejas con chorizo

Ingredientes:
300 g de lentejas
1 chorizo
1 cebolla
2 dientes de ajo
1 cda de pimentón

Preparación:
1. Poner las lentejas en remojo durante 2 horas.
2. Picar la cebolla y el ajo.
3. Sofreír la cebolla y el ajo en una olla con aceite durante 5 minutos.
4. Añadir el chorizo en rodajas y el pimentón.
5. Agregar las lentejas, cubrir de agua y cocer a fuego lento unos 40-45 minutos.
6. Mientras tanto, preparar una ensalada.`;

export const POMODORO = `Spaghetti al pomodoro

Ingredienti:
400 g di spaghetti
800 g di pomodori pelati
2 spicchi d'aglio
3 cucchiai di olio d'oliva
1 mazzo di basilico

Preparazione:
1. Portare a ebollizione abbondante acqua salata.
2. In una padella scaldare l'olio con l'aglio per 2 minuti.
3. Aggiungere i pomodori e cuocere per 20 minuti.
4. Nel frattempo cuocere gli spaghetti nell'acqua per 10 minuti.
5. Scolare gli spaghetti e unirli al sugo con il basilico.`;

export const STAMPPOT = `Stamppot boerenkool

Ingrediënten:
1 kg aardappelen
500 g boerenkool
1 rookworst
2 el boter

Bereiding:
1. Schil de aardappelen en snijd ze in stukken.
2. Kook de aardappelen met de boerenkool in 20 minuten gaar.
3. Ondertussen de rookworst 10 minuten verwarmen in heet water.
4. Giet de aardappelen af en stamp ze met de boter fijn.
5. Serveer met de rookworst.`;

export const FRANGO = `Frango assado

Ingredientes:
1 frango
3 colheres de sopa de azeite
4 dentes de alho
1 colher de chá de sal

Modo de preparo:
1. Tempere o frango com o alho, o sal e o azeite e deixe marinar por meia hora.
2. Pré-aqueça o forno a 200 graus.
3. Asse o frango por 1 hora.
4. Enquanto isso, prepare uma salada.`;
