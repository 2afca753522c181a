/** A pasted recipe with a title, ingredients and numbered steps (text import, spec 02). */
export const SPAGHETTI = `Spaghetti with Garlic and Parsley

Ingredients
400g spaghetti
4 cloves garlic, thinly sliced
1/2 cup olive oil
1 bunch flat-leaf parsley

Method
1. Bring a large pot of salted water to the boil and cook the spaghetti for 10-12 minutes.
2. Meanwhile, chop the parsley.
3. Heat the olive oil in a frying pan and fry the garlic for 2 minutes.
4. Drain the spaghetti and toss it in the pan with the garlic oil and parsley.
5. Serve at once.`;
