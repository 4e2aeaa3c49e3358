// Las palabras del panel de cabezas (claves "heads.<name>"); ver ../text.js.
export default {
  /** `dk`: el símbolo dₖ. */
  title: '{count} cabezas con {dk} = {size}',
  note: 'Un adelanto de la próxima sección, la atención multicabeza: cada una de las {count} cabezas tiene sus propias {wq}, {wk} y {wv}, más estrechas que las de arriba (dₖ = {size} en lugar de {width}), y aplica con ellas toda la receta. Sus números están fijados a mano para que en «time flies like an arrow» cada cabeza pondere las palabras de otra manera; un modelo entrenado los aprendería. Las cabezas leen tus palabras y X, pero los cambios en {wq}, {wk} y {wv} solo afectan a los pasos de arriba, que son una sola cabeza.',
  /** Con las proyecciones separadas desactivadas. */
  noteShared:
    'Un adelanto de la próxima sección, la atención multicabeza. Sin proyecciones separadas, aquí también q = k = v = x: cada una de las {count} cabezas toma su propia parte de {size} de los {width} números de x y aplica con ellos toda la receta, así que las cabezas solo se distinguen por los números que leen.',
  causalNote: 'La máscara causal se aplica a todas las cabezas.',
  /** El nombre de una cabeza y el de su matriz. */
  name: 'Cabeza {number}',
  weightsName: 'Pesos de la cabeza {number}',
  /**
   * Bajo el nombre de una cabeza (`name`, en negrita), la fila de la
   * consulta en esa cabeza: `names` son las claves con más peso (entre
   * comillas, o «sí misma»), `weight` su peso, `count` cuántas lo comparten.
   */
  most: '{name}«{token}» da más peso a {names}: {weight}',
  mostTied: '{name}«{token}» da más peso a {names}: {weight} a cada una',
  even: '{name}«{token}» da el mismo peso a las {count} palabras que ve: {weight} a cada una',
  seesOnly: '{name}«{token}» solo puede fijarse en {names}: {weight}',
  /** `output`: x′ de la consulta; `results`: las salidas de las cabezas; `joined`: unidas. */
  output:
    'Salida de {output}: los resultados de las cabezas, {results}, unidos uno tras otro dan {joined}, otra vez {width} números; un modelo completo los mezclaría con otra matriz aprendida.',
  withheld:
    'Pruébalo tú: las filas con ? son de palabras que aún no has predicho ({hidden} de {total}). Los pesos de cada cabeza para una palabra, y la salida que le dan, aparecen cuando predices adónde mira esa palabra.',
  boxWithheld:
    'Mientras una casilla de los pasos pide un número de {token}, las cabezas también muestran ? en su lugar: una cabeza puede tener exactamente los mismos pesos.',
};
