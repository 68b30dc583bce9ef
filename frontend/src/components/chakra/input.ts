// Input with its recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { inputRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ recipes: { input: inputRecipe } });

export { Input } from '@chakra-ui/react';
